import QrCodeIcon from '@mui/icons-material/QrCode2';
import { useState } from 'react';
import { Button, useDataProvider, useRecordContext } from 'react-admin';
import { useFeedback } from '../../src/components/FeedbackProvider';
import type { PortalDataProvider } from '../../src/providers/dataProvider';
import { TableQrDialog } from './TableQrDialog';

/** 'QR' in a table's row: asks for the table's token, then opens its code; a refused call shows in the error dialog (docs/spec-reference.md §8). */
export const TableQrButton = () => {
  const table = useRecordContext();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const feedback = useFeedback();
  const [token, setToken] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  if (!table) return null;

  const open = async () => {
    setLoading(true);
    try {
      setToken(await dataProvider.action<string>('tables', 'token', { id: table.id }));
    } catch (error) {
      feedback.error((error as Error)?.message);
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <Button label="resources.tables.qr.button" onClick={open} disabled={loading}>
        <QrCodeIcon />
      </Button>
      {token && <TableQrDialog table={table} token={token} onTokenChange={setToken} onClose={() => setToken(null)} />}
    </>
  );
};
