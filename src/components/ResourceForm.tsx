import type { ReactNode } from 'react';
import type { Identifier, RaRecord } from 'react-admin';
import type { Resolver } from 'react-hook-form';
import { CardContent, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { Create, Edit, Form, Loading, useCreatePath, useEditContext, useResourceContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useFeedback } from './FeedbackProvider';
import { FormToolbar } from './FormToolbar';
import { leftAfterSave } from './savedRecord';
import { RecordLoadError } from './LoadError';

interface FormScreenProps {
  title: string;
  /** The spec's success text (docs/spec-reference.md §8), or one that says what was saved, from the saved record. */
  successMessage: string | ((saved: any) => string);
  children: ReactNode;
  /** Where 'Atrás' and the closed success dialog go (default: the list, which then shows the saved record). */
  backTo?: string;
  /** Where the closed success dialog goes instead, from the saved record (a new loyalty client's information). */
  savedTo?: (saved: any) => { pathname: string; state?: Record<string, unknown> };
  defaultValues?: Record<string, unknown>;
  transform?: (data: any) => any;
  /** The entity's schema as the form's resolver (src/schemas/schemaResolver): the rules the mock API applies too. */
  resolver: Resolver<any>;
  /**
   * A refused save, before the error dialog opens: may read the error (e.g. suggestions in its
   * body) and may return the text to show instead of the server's.
   */
  onSaveError?: (error: any) => string | void;
}

const useSaveFeedback = ({ successMessage, backTo, savedTo, onSaveError }: Pick<FormScreenProps, 'successMessage' | 'backTo' | 'savedTo' | 'onSaveError'>) => {
  const feedback = useFeedback();
  const navigate = useNavigate();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const target = backTo ?? createPath({ resource, type: 'list' });
  return {
    onSuccess: (saved: RaRecord) => {
      const message = typeof successMessage === 'function' ? successMessage(saved) : successMessage;
      // the spec's 'Exitoso' dialog first; closing it returns to the list, which opens the saved record's page and points it out
      const then = savedTo?.(saved);
      feedback.success(message, () => navigate(then?.pathname ?? target, { state: leftAfterSave({ id: saved?.id, resource }, then?.state) }));
    },
    onError: (error: unknown) => feedback.error(onSaveError?.(error) || (error as Error)?.message),
    target,
  };
};

/**
 * react-admin's SimpleForm laid out by hand: SimpleForm hands the form's own options on to its
 * Stack, and so to the page as attributes (React warns of `disableInvalidFormNotification`).
 */
const ScreenForm = ({ children, backTo, defaultValues, resolver }: Pick<FormScreenProps, 'children' | 'backTo' | 'defaultValues' | 'resolver'>) => (
  // a refusal the server tied to a field (a repeated name) is shown on it and in the error dialog: no third copy in a notification
  <Form mode="onChange" reValidateMode="onChange" disableInvalidFormNotification defaultValues={defaultValues} resolver={resolver}>
    {/* room under the last field for the toolbar, which a phone keeps at the bottom of the screen */}
    <CardContent sx={(theme) => ({ [theme.breakpoints.down('sm')]: { paddingBottom: '5em' } })}>
      <Stack sx={{ alignItems: 'flex-start' }}>{children}</Stack>
    </CardContent>
    <FormToolbar backTo={backTo} resolver={resolver} />
  </Form>
);

/** A create screen: pessimistic save, 'Exitoso' dialog, back to the list when it is closed. */
export const CreateScreen = ({ title, successMessage, backTo, savedTo, transform, onSaveError, ...form }: FormScreenProps) => {
  const { onSuccess, onError, target } = useSaveFeedback({ successMessage, backTo, savedTo, onSaveError });
  return (
    <Create title={title} redirect={false} mutationOptions={{ onSuccess, onError }} transform={transform}>
      <ScreenForm backTo={target} {...form} />
    </Create>
  );
};

/**
 * The form once the record's own answer has arrived. Moved to from a list, an edit screen first has
 * the record as that list had it (react-admin fills its record cache from every list), and a form
 * shown then would start again when the answer arrives, dropping what the user typed or added in
 * between. Only the first answer is awaited: a later refetch never takes the form away.
 */
const AfterOwnAnswer = ({ children }: { children: ReactNode }) => {
  const { isFetching } = useEditContext();
  const [answered, setAnswered] = useState(!isFetching);
  useEffect(() => {
    if (!isFetching) setAnswered(true);
  }, [isFetching]);
  return answered ? children : <Loading />;
};

/**
 * An edit screen: loads its record by id from the address, pessimistic save, same dialogs. A
 * screen outside a resource's routes (company settings) names its `resource` and `id` instead.
 */
export const EditScreen = ({ title, successMessage, backTo, savedTo, transform, onSaveError, resource, id, ...form }: FormScreenProps & { resource?: string; id?: Identifier }) => {
  const { onSuccess, onError, target } = useSaveFeedback({ successMessage, backTo, savedTo, onSaveError });
  return (
    <Edit
      resource={resource}
      id={id}
      title={title}
      redirect={false}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess, onError }}
      transform={transform}
      actions={false}
      // a record that failed to load says so, with 'Reintentar', instead of 'does not exist' and a jump to the list
      error={<RecordLoadError />}
      queryOptions={{ onError: () => undefined }}
    >
      <AfterOwnAnswer>
        <ScreenForm backTo={target} {...form} />
      </AfterOwnAnswer>
    </Edit>
  );
};
