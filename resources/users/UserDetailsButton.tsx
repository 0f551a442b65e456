import InfoIcon from '@mui/icons-material/InfoOutlined';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useState } from 'react';
import { Button, useRecordContext, useTranslate } from 'react-admin';

/** docs/spec-reference.md §2: 'details' in the row menu, only for users that have a token. */
export const UserDetailsButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record?.user_token) return null;
  const rows: [string, string][] = [
    ['username', record.username],
    ['fullName', `${record.name} ${record.lastname ?? ''}`.trim()],
    ['email', record.email],
    ['group_id', translate(`resources.users.groups.${record.group_id}`)],
    record.group_id === 3 ? ['bankName', record.bankName] : ['merchantName', record.merchantName],
    ['cashRegister', translate(`resources.users.yes_no.${record.cashRegister ? 'yes' : 'no'}`)],
  ];
  return (
    <>
      <Button label="resources.users.details.button" onClick={() => setOpen(true)}>
        <InfoIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="user-details-title" maxWidth="sm" fullWidth>
        <DialogTitle id="user-details-title">{translate('resources.users.details.title')}</DialogTitle>
        <DialogContent>
          <Table size="small">
            <TableBody>
              {rows.map(([field, value]) => (
                <TableRow key={field}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%' }}>
                    {translate(`resources.users.fields.${field}`)}
                  </TableCell>
                  <TableCell>{value}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {translate('resources.users.details.token')}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{record.user_token}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)} variant="contained" autoFocus>
            {translate('ra.action.close')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
