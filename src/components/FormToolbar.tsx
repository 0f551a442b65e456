import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { SaveButton, Toolbar, useCreatePath, useResourceContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** Every form ends with 'Atrás' and 'Guardar'; Guardar stays disabled until the form is valid. */
export const FormToolbar = ({ backTo }: { backTo?: string }) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const { isValid, isSubmitting } = useFormState();
  const ready = isValid && !isSubmitting;
  return (
    <Toolbar sx={{ gap: 2 }}>
      <Button component={Link} to={backTo ?? createPath({ resource, type: 'list' })} startIcon={<ArrowBackIcon />}>
        {translate('app.back')}
      </Button>
      <SaveButton label="app.save" alwaysEnable={ready} disabled={!ready} />
    </Toolbar>
  );
};
