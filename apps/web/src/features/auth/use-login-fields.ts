import type { LoginRequest } from '@portal/contract';
import { type FormEvent, useRef, useState } from 'react';

export type LoginField = keyof LoginRequest;
type Messages = Partial<Record<LoginField, string>>;
/** Each error an object of its own, so a focus can tell the error it shows from a newer one. */
type FieldErrors = Partial<Record<LoginField, { message: string }>>;
type Validate = (values: LoginRequest) => Messages;

const FIELDS: readonly LoginField[] = ['email', 'password'];

let loadingValidate: Promise<Validate> | null = null;

/**
 * The contract's login schema, fetched on the first submit: zod is a good part of the JavaScript of
 * an otherwise small page, and nobody needs it before submitting (decision 0013). A failed
 * download (flaky network) is tried again on the next submit.
 */
function loadValidate(): Promise<Validate> {
  loadingValidate ??= import('@portal/contract/auth').then(
    ({ loginRequestSchema }) =>
      (values) => {
        const result = loginRequestSchema.safeParse(values);
        const errors: Messages = {};
        for (const issue of result.success ? [] : result.error.issues) {
          const field = FIELDS.find((name) => name === issue.path[0]);
          if (field && !errors[field]) errors[field] = issue.message;
        }
        return errors;
      },
    (error: unknown) => {
      loadingValidate = null;
      throw error;
    },
  );
  return loadingValidate;
}

/**
 * The login's two fields without a form library, so /login's first load carries none (issue 35:
 * 150 KB). It behaves as the react-hook-form forms do (lib/forms): the schema checks a submit and
 * the first invalid field gets the focus; after a submit each change checks its field again; an
 * error shown under a field goes when the user focuses or clicks that field; server errors are set
 * through `setError`.
 */
export function useLoginFields(initial: LoginRequest) {
  const [values, setValues] = useState<LoginRequest>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const latest = useRef({ values, errors, submitted: false });
  latest.current.values = values;
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  const updateErrors = (next: FieldErrors) => {
    latest.current.errors = next;
    setErrors(next);
  };
  const setError = (name: string, error: { message?: string }) => {
    const field = FIELDS.find((known) => known === name);
    if (!field) return;
    const { [field]: _old, ...others } = latest.current.errors;
    updateErrors(error.message ? { ...others, [field]: { message: error.message } } : others);
  };

  const field = (name: LoginField) => ({
    name,
    value: values[name],
    error: errors[name]?.message,
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (value: string) => {
      const next = { ...latest.current.values, [name]: value };
      latest.current.values = next;
      setValues(next);
      if (!latest.current.submitted) return;
      void loadValidate().then((validate) => setError(name, { message: validate(next)[name] }));
    },
    // Only the error the user sees: a failed submit focuses the first invalid field itself, and that
    // focus must not clear the error it has just set (not shown yet).
    onTouch: () => {
      const shown = errors[name];
      if (shown && latest.current.errors[name] === shown) setError(name, { message: undefined });
    },
  });

  const handleSubmit = (onValid: (values: LoginRequest) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    latest.current.submitted = true;
    setSubmitting(true);
    try {
      const submitted = latest.current.values;
      const messages = (await loadValidate())(submitted);
      const found: FieldErrors = {};
      for (const name of FIELDS) {
        const message = messages[name];
        if (message) found[name] = { message };
      }
      updateErrors(found);
      const invalid = FIELDS.find((name) => found[name]);
      if (invalid) inputs.current[invalid]?.focus();
      else await onValid(submitted);
    } finally {
      setSubmitting(false);
    }
  };

  return { field, handleSubmit, setError, isSubmitting };
}
