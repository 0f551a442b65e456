import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';

/**
 * Whether the form is valid and not submitting. Read through react-hook-form's subscription
 * and applied after the current render: subscribing with useFormState({isValid}) makes every
 * input's registration update the toolbar while that input renders, which React warns about.
 */
export const useFormValidity = () => {
  const { subscribe } = useFormContext();
  const [state, setState] = useState({ isValid: false, isSubmitting: false });
  useEffect(
    () =>
      subscribe({
        formState: { isValid: true, isSubmitting: true },
        callback: (next) =>
          queueMicrotask(() =>
            setState((previous) => ({
              isValid: next.isValid ?? previous.isValid,
              isSubmitting: next.isSubmitting ?? previous.isSubmitting,
            })),
          ),
      }),
    [subscribe],
  );
  return state;
};
