import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import { useRef, useState } from 'react';
import { useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import QRCode from 'react-qr-code';
import { useFeedback } from '../../src/components/FeedbackProvider';
import type { PortalDataProvider } from '../../src/providers/dataProvider';
import { menuLink } from './menuLink';
import { saveFile } from '../../src/components/saveFile';
import { QR_SIZE, qrFileName, qrPng } from './qrPng';

interface TableQrDialogProps {
  table: RaRecord;
  token: string;
  onTokenChange: (token: string) => void;
  onClose: () => void;
}

/**
 * The table's QR code (docs/spec-reference.md §2: width 256, react-qr-code) of its menu link, its name, 'Descargar
 * QR' (a PNG named after the table) and 'Regenerar código' (after a confirmation: the printed
 * code stops working at once).
 */
export const TableQrDialog = ({ table, token, onTokenChange, onClose }: TableQrDialogProps) => {
  const translate = useTranslate();
  const feedback = useFeedback();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const code = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const link = menuLink(token);

  const download = async () => {
    const svg = code.current?.querySelector('svg');
    if (!svg) return;
    try {
      saveFile(await qrPng(svg, table.name), qrFileName(table.name));
    } catch {
      feedback.error();
    }
  };

  const regenerate = () =>
    feedback.confirm({
      title: translate('resources.tables.qr.regenerate_question', { name: table.name }),
      message: translate('resources.tables.qr.regenerate_warning'),
      confirmLabel: translate('resources.tables.qr.regenerate'),
      destructive: true,
      onConfirm: async () => {
        setBusy(true);
        try {
          const answer = await dataProvider.action<{ tokenTable: string }>('tables', 'regenerate', { id: table.id });
          onTokenChange(answer.tokenTable);
          feedback.success(translate('resources.tables.qr.regenerated'));
        } catch (error) {
          feedback.error((error as Error)?.message);
        } finally {
          setBusy(false);
        }
      },
    });

  return (
    <Dialog open onClose={onClose} aria-labelledby="table-qr-title">
      <DialogTitle id="table-qr-title">{translate('resources.tables.qr.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="p" data-testid="qr-table-name">
            {table.name}
          </Typography>
          <Box ref={code} sx={{ bgcolor: '#fff', p: 2, lineHeight: 0 }} data-testid="table-qr">
            <QRCode value={link} size={QR_SIZE} title={translate('resources.tables.qr.image_alt', { name: table.name })} />
          </Box>
          <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all', textAlign: 'center', maxWidth: 320 }}>
            {translate('resources.tables.qr.link')}:{' '}
            <Link href={link} target="_blank" rel="noreferrer" data-testid="qr-link">
              {link}
            </Link>
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={regenerate} color="warning" startIcon={<AutorenewIcon />} disabled={busy}>
          {translate('resources.tables.qr.regenerate')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>{translate('resources.tables.qr.close')}</Button>
        <Button onClick={download} variant="contained" startIcon={<DownloadIcon />} disabled={busy}>
          {translate('resources.tables.qr.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
