import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import { Button, CircularProgress } from '@mui/material';
import type { Resolver } from 'react-hook-form';
import { Toolbar, useCreatePath, useResourceContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { MissingFieldsLine } from './MissingFieldsLine';
import { useLeaveGuard } from './useLeaveGuard';
import { useFormProblems } from './useFormProblems';
import { useFormValidity } from './useFormValidity';

/**
 * Every form ends with 'Atrás' and 'Guardar'; Guardar stays disabled until the form is valid, and
 * the line beside it says what is missing or wrong (from the form's resolver). Leaving a changed
 * form by any way ('Atrás', the menu, the browser's back or reload) asks before discarding
 * (useLeaveGuard); leaving after a save never asks.
 * Guardar is a plain submit button (the form's own submit saves): react-admin's SaveButton
 * subscribes to the form state while inputs render, which with validity tracking warns in React.
 */
export const FormToolbar = ({ backTo, resolver }: { backTo?: string; resolver?: Resolver<any> }) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const { isValid, isSubmitting } = useFormValidity();
  const problems = useFormProblems(resolver);
  useLeaveGuard(problems.dirty);
  const target = backTo ?? createPath({ resource, type: 'list' });

  return (
    <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
      <Button component={Link} to={target} startIcon={<ArrowBackIcon />}>
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
      {!isValid && !isSubmitting && <MissingFieldsLine problems={problems} />}
    </Toolbar>
  );
};
