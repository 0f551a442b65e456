import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Box, Typography } from '@mui/material';
import { useResourceContext, useTranslate } from 'react-admin';
import { joinSpanish } from '../domain/providerMessages';
import type { FormProblems } from './useFormProblems';

/**
 * The line beside Guardar while the form cannot be saved: 'Falta completar: Nombre y Logo.
 * Revise: Correo de depósitos.', by the fields' labels. Shown from the start on a new form (it
 * says what is needed), in a calm grey; red once the user has left a named field still wrong.
 */
const UNKNOWN = '\u0000';

export const MissingFieldsLine = ({ problems }: { problems: FormProblems }) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { missing, wrong, tried } = problems;
  const known = (key: string) => {
    const text = translate(key, { _: UNKNOWN });
    return text === UNKNOWN ? undefined : text;
  };
  // a field's own label, else its block's ('fiscal.legalName' in fiscal.fields), else the block's
  // name; never the internal name ('activityCode', 'optionGroups')
  const label = (name: string) => {
    const [block, ...inner] = name.split('.');
    return (
      known(`resources.${resource}.fields.${name}`) ??
      (inner.length ? (known(`${block}.fields.${inner.join('.')}`) ?? known(`resources.${resource}.fields.${block}`)) : undefined) ??
      translate('app.form_other_field')
    );
  };
  const labels = (names: string[]) => joinSpanish([...new Set(names.map(label))]);
  const parts = [
    missing.length ? translate('app.form_missing', { fields: labels(missing) }) : '',
    wrong.length ? translate('app.form_review', { fields: labels(wrong) }) : '',
  ].filter(Boolean);
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: '1 1 260px', minWidth: 0 }}>
      {parts.length > 0 && (
        <>
          <InfoOutlinedIcon fontSize="small" sx={{ color: tried ? 'error.dark' : 'text.secondary' }} aria-hidden />
          {/* error.dark: the plain error red is under 4.5:1 on the toolbar's grey */}
          <Typography variant="body2" color={tried ? 'error.dark' : 'text.secondary'} data-testid="form-problems">
            {parts.join(' ')}
          </Typography>
        </>
      )}
    </Box>
  );
};
