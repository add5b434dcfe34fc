import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver fetched on the first validation, which with react-hook-form's default mode is the
 * first submit. Zod and the contract schemas are a good part of the JavaScript of an otherwise small
 * page such as the login, and nobody needs them before submitting.
 */
export function lazyResolver<TValues extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
): Resolver<TValues, TContext, TOutput> {
  let loading: Promise<Resolver<TValues, TContext, TOutput>> | null = null;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      // A failed download (flaky network) is tried again on the next submit.
      loading = null;
      throw error;
    });
    const resolve = await loading;
    return resolve(values, context, options);
  };
}
