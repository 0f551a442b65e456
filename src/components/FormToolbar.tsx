import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import { Button, CircularProgress } from '@mui/material';
import type { MouseEvent } from 'react';
import type { Resolver } from 'react-hook-form';
import { Toolbar, useCreatePath, useResourceContext, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { useFeedback } from './FeedbackProvider';
import { MissingFieldsLine } from './MissingFieldsLine';
import { useFormProblems } from './useFormProblems';
import { useFormValidity } from './useFormValidity';

/**
 * Every form ends with 'Atrás' and 'Guardar'; Guardar stays disabled until the form is valid, and
 * the line beside it says what is missing or wrong (from the form's resolver). 'Atrás' on a
 * changed form asks before discarding; leaving after a save goes through the success dialog,
 * never through here, so it never asks.
 * Guardar is a plain submit button (the form's own submit saves): react-admin's SaveButton
 * subscribes to the form state while inputs render, which with validity tracking warns in React.
 */
export const FormToolbar = ({ backTo, resolver }: { backTo?: string; resolver?: Resolver<any> }) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const { isValid, isSubmitting } = useFormValidity();
  const problems = useFormProblems(resolver);
  const target = backTo ?? createPath({ resource, type: 'list' });

  const back = (event: MouseEvent) => {
    if (!problems.dirty) return;
    event.preventDefault();
    feedback.confirm({
      title: translate('app.discard_question'),
      message: translate('app.discard_message'),
      confirmLabel: translate('app.discard'),
      destructive: true,
      onConfirm: () => navigate(target),
    });
  };

  return (
    <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
      <Button component={Link} to={target} onClick={back} startIcon={<ArrowBackIcon />}>
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
