import { useEffect, useState } from 'react';
import { type FieldErrors, type Resolver, useFormContext } from 'react-hook-form';
import { schemaMessages } from '../schemas/schemaMessages';

export interface FormProblems {
  /** Fields the schema needs and the form lacks, in the order they appear on the screen. */
  missing: string[];
  /** Fields filled but refused (a bad e-mail, an IBAN of another bank). */
  wrong: string[];
  /** The user has been through a field named above (left it, or tried to save). */
  tried: boolean;
  /** Something was changed since the form loaded. */
  dirty: boolean;
}

const NONE: FormProblems = { missing: [], wrong: [], tried: false, dirty: false };

/** The first message under an error entry (a field, or a group of them such as a list's rows). */
const firstMessage = (entry: unknown): string | undefined => {
  if (!entry || typeof entry !== 'object') return undefined;
  const { message } = entry as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const inner of Object.values(entry)) {
    const found = firstMessage(inner);
    if (found) return found;
  }
  return undefined;
};

/**
 * What keeps a form from being saved, from the form's resolver (the entity's schema) over the
 * current values, so fields nobody has touched yet (the logo) are named as well as wrong ones.
 * react-hook-form only reports errors of fields that were validated; this asks the schema itself.
 */
export const useFormProblems = (resolver?: Resolver<any>): FormProblems => {
  const { subscribe, getValues, control } = useFormContext();
  const [problems, setProblems] = useState<FormProblems>(NONE);
  useEffect(() => {
    if (!resolver) return undefined;
    let latest = 0;
    let touched: Record<string, unknown> = {};
    let submitted = 0;
    let dirty = false;
    const check = async () => {
      const run = ++latest;
      const { errors } = await resolver(getValues(), undefined, {
        fields: {},
        names: undefined,
        criteriaMode: 'firstError',
        shouldUseNativeValidation: false,
      });
      if (run !== latest) return;
      // the order the inputs registered in, which is the order they render in
      const onScreen = Array.from(control._names.mount);
      const position = (name: string) => {
        const index = onScreen.findIndex((mounted) => mounted === name || mounted.startsWith(`${name}.`));
        return index < 0 ? onScreen.length : index;
      };
      // a field the server refused on the last save (a repeated name) stays wrong until it is changed
      const refused = Object.entries(control._formState.errors)
        .filter(([name, entry]) => (entry as { type?: string } | undefined)?.type === 'server' && !(name in errors))
        .map(([name]) => name);
      // a block of fields (the fiscal identity) is named by the fields in it that are wrong; a list's rows by the list
      const named = Object.entries(errors as FieldErrors).flatMap(([name, entry]) => {
        const { message } = (entry ?? {}) as { message?: unknown };
        if (typeof message === 'string' || Array.isArray(entry) || !entry || typeof entry !== 'object') return [name];
        const inner = Object.keys(entry).filter((key) => !['ref', 'type', 'message', 'types', 'root'].includes(key));
        return inner.length ? inner.map((key) => `${name}.${key}`) : [name];
      });
      const nested = (name: string) => name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors);
      const names = [...named, ...refused].sort((a, b) => position(a) - position(b));
      const missing: string[] = [];
      const wrong: string[] = [];
      for (const name of names) (firstMessage(nested(name)) === schemaMessages.requiredFields ? missing : wrong).push(name);
      setProblems({ missing, wrong, tried: submitted > 0 || names.some((name) => !!touched[name]), dirty });
    };
    void check();
    return subscribe({
      formState: { values: true, touchedFields: true, submitCount: true, isDirty: true, errors: true },
      callback: (state) => {
        touched = (state.touchedFields as Record<string, unknown>) ?? touched;
        submitted = state.submitCount ?? submitted;
        dirty = state.isDirty ?? dirty;
        void check();
      },
    });
  }, [resolver, subscribe, getValues, control]);
  return problems;
};
