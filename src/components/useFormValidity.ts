import { useEffect, useState } from 'react';
import { useSaveContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';

/**
 * Whether the form is valid, and whether it is being saved. Validity is read through
 * react-hook-form's subscription and applied after the current render: subscribing with
 * useFormState({isValid}) makes every input's registration update the toolbar while that
 * input renders, which React warns about.
 */
export const useFormValidity = () => {
  const { subscribe } = useFormContext();
  const { saving } = useSaveContext();
  const [isValid, setValid] = useState(false);
  useEffect(
    () =>
      subscribe({
        formState: { isValid: true },
        callback: (next) => queueMicrotask(() => setValid((previous) => next.isValid ?? previous)),
      }),
    [subscribe],
  );
  return { isValid, isSubmitting: !!saving };
};
