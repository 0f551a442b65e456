import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormValidity } from '../../src/components/useFormValidity';

/** docs/spec-reference.md §5: while the user form is incomplete, 'Debe completar los campos requeridos.' (Guardar waits). */
export const RequiredHint = () => {
  const translate = useTranslate();
  const { isValid } = useFormValidity();
  if (isValid) return null;
  return (
    <Typography variant="body2" color="text.secondary" role="status">
      {translate('resources.users.required_hint')}
    </Typography>
  );
};
