import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Card, CircularProgress, GlobalStyles, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import QRCode from 'react-qr-code';
import { Link } from 'react-router-dom';
import { LoadError } from '../../src/components/LoadError';
import type { PortalDataProvider } from '../../src/providers/dataProvider';
import { menuLink } from './menuLink';

interface PrintableTable {
  id: number;
  name: string;
  section: { name: string } | null;
  token: string;
}

/** Paper shows the cards only: no navigation, buttons or grey page, and no card cut across two pages. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { margin: '12mm' },
        'body, main, #root > div': { background: '#fff !important' },
        '.MuiAppBar-root, .no-print, #react-admin-title': { display: 'none !important' },
        'main.MuiContainer-root': { padding: '0 !important', maxWidth: 'none !important' },
        '.qr-sheet': { gridTemplateColumns: 'repeat(3, 1fr) !important', gap: '6mm !important' },
        '.qr-card': { breakInside: 'avoid', pageBreakInside: 'avoid', boxShadow: 'none !important', border: '1px dashed #999 !important' },
      },
    }}
  />
);

/** Every table with its token (one getTableToken call each), in list order. */
const usePrintableTables = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({
    queryKey: ['tables', 'print'],
    queryFn: async (): Promise<PrintableTable[]> => {
      const { data } = await dataProvider.getList('tables', { pagination: { page: 1, perPage: 10_000 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
      return Promise.all(
        data.map(async (table) => ({
          id: Number(table.id),
          name: String(table.name),
          section: table.section ?? null,
          token: await dataProvider.action<string>('tables', 'token', { id: table.id }),
        })),
      );
    },
    // tokens change when a code is regenerated: always read them fresh
    gcTime: 0,
  });
};

/** /tables/print: the floor's QR codes, one card per table with its name, for the browser's print. */
const TablePrintView = () => {
  const translate = useTranslate();
  const { data: tables, isPending, error, refetch } = usePrintableTables();
  return (
    <Box>
      <Title title={translate('resources.tables.print.title')} />
      {printStyles}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }} className="no-print">
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {translate('resources.tables.print.intro')}
        </Typography>
        <Button component={Link} to="/tables" startIcon={<ArrowBackIcon />}>
          {translate('resources.tables.print.back')}
        </Button>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!tables?.length}>
          {translate('resources.tables.print.print')}
        </Button>
      </Stack>
      {isPending && <CircularProgress aria-label={translate('app.loading')} />}
      {error && <LoadError error={error} onRetry={() => refetch()} />}
      {tables && !tables.length && <Typography color="text.secondary">{translate('resources.tables.empty')}</Typography>}
      {tables && tables.length > 0 && (
        <Box className="qr-sheet" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
          {tables.map((table) => (
            <Card key={table.id} className="qr-card" data-testid="qr-card" sx={{ p: 2, textAlign: 'center' }}>
              <Typography variant="h6" component="h2">
                {table.name}
              </Typography>
              {table.section && (
                <Typography variant="body2" color="text.secondary">
                  {table.section.name}
                </Typography>
              )}
              <Box sx={{ my: 1.5, mx: 'auto', width: '100%', maxWidth: 180, lineHeight: 0 }}>
                <QRCode value={menuLink(table.token)} size={180} style={{ width: '100%', height: 'auto' }} title={translate('resources.tables.qr.image_alt', { name: table.name })} />
              </Box>
              <Typography variant="caption">{translate('resources.tables.print.scan')}</Typography>
            </Card>
          ))}
        </Box>
      )}
    </Box>
  );
};

export default TablePrintView;
