import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { i18n } from '../../lib/i18n/i18n';

/** A contract rule (`validation.required`) and the translation key of the sentence the form shows instead. */
export type SpelledMessages = Partial<Record<string, string>>;

/**
 * The client forms word some rules as spec §5 does ('This field is required', 'E-Mail must be
 * valid', 'Password is required') rather than with the contract's sentence naming the field; every
 * other rule keeps the contract's sentence.
 */
export function spelledResolver<TValues extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TValues, TContext, TOutput>,
  messages: SpelledMessages,
): Resolver<TValues, TContext, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = { ...result.errors } as FieldErrors<TValues>;
    for (const [name, error] of Object.entries(errors)) {
      const field = error as FieldError | undefined;
      const key = field?.message?.split('?')[0];
      const spelled = key ? messages[key] : undefined;
      if (field && spelled) Object.assign(errors, { [name]: { ...field, message: i18n.t(spelled) } });
    }
    return { ...result, errors } as typeof result;
  };
}
