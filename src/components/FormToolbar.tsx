import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import { Button, CircularProgress } from '@mui/material';
import { Toolbar, useCreatePath, useResourceContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useFormValidity } from './useFormValidity';

/**
 * Every form ends with 'Atrás' and 'Guardar'; Guardar stays disabled until the form is valid.
 * Guardar is a plain submit button (the form's own submit saves): react-admin's SaveButton
 * subscribes to the form state while inputs render, which with validity tracking warns in React.
 */
export const FormToolbar = ({ backTo }: { backTo?: string }) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const { isValid, isSubmitting } = useFormValidity();
  return (
    <Toolbar sx={{ gap: 2 }}>
      <Button component={Link} to={backTo ?? createPath({ resource, type: 'list' })} startIcon={<ArrowBackIcon />}>
        {translate('app.back')}
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={!isValid || isSubmitting}
        startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}
      >
        {translate('app.save')}
      </Button>
    </Toolbar>
  );
};
