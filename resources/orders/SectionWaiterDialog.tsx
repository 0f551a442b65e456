import GroupsIcon from '@mui/icons-material/Groups';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFeedback } from '../../src/components/FeedbackProvider';
import type { NamedItem } from '../../src/domain/wire/common';
import type { BoardTable } from '../../src/domain/wire/tab';
import { ApiRequestError } from '../../src/providers/apiRequest';
import { httpClient } from '../../src/providers/httpClient';

/** 'Asignar por sección': every table of a section to one waiter at the shift's start, then per table as the evening goes. */
export const SectionWaiterButton = ({ tables, waiters, apply }: { tables: BoardTable[]; waiters: NamedItem[]; apply: (table: BoardTable) => void }) => {
  const translate = useTranslate();
  const feedback = useFeedback();
  const t = (key: string) => translate(`resources.orders.tables.${key}`);
  const [open, setOpen] = useState(false);
  const [section, setSection] = useState('');
  const [waiter, setWaiter] = useState('');
  const [busy, setBusy] = useState(false);
  const sections = [...new Map(tables.flatMap((table) => (table.section ? [[table.section.id, table.section] as const] : []))).values()];
  const assign = async () => {
    setBusy(true);
    try {
      const answer = await httpClient<{ tables: BoardTable[]; message: string }>(`/orders/sections/${section}/waiter`, { method: 'PUT', body: { waiterId: waiter === '' ? null : Number(waiter) } });
      answer.tables.forEach((table) => apply(table));
      setOpen(false);
    } catch (failure) {
      feedback.error(failure instanceof ApiRequestError ? failure.message : undefined);
    } finally {
      setBusy(false);
    }
  };
  if (sections.length === 0 || waiters.length === 0) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<GroupsIcon />} onClick={() => setOpen(true)}>
        {t('by_section')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="section-waiter-title">
        <DialogTitle id="section-waiter-title">{t('by_section_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('by_section_hint')}</DialogContentText>
          <TextField select fullWidth margin="dense" label={t('section')} value={section} onChange={(event) => setSection(event.target.value)}>
            {sections.map((item) => (
              <MenuItem key={item.id} value={String(item.id)}>
                {item.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField select fullWidth margin="dense" label={t('waiter')} value={waiter} onChange={(event) => setWaiter(event.target.value)} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
            <MenuItem value="">{t('no_waiter')}</MenuItem>
            {waiters.map((item) => (
              <MenuItem key={item.id} value={String(item.id)}>
                {item.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('back')}</Button>
          <Button variant="contained" disabled={busy || section === ''} onClick={() => void assign()}>
            {t('assign')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
