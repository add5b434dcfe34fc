import { type ClientPayload, clientsRoutes } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';
import { clientsKeys } from './clients-keys';

/** Refusals of a create the dialog words itself (spec §8 "Admin and clients"), whatever their status. */
export const CREATE_CLIENT_ERROR_CODES = [
  'payment_declined',
  'authentication_failed',
  'tools_subscription_required',
] as const;

export interface ClientCreation {
  body: ClientPayload;
  /** One key per dialog and payload: a double click never adds (and charges) the user twice. */
  idempotencyKey: string;
}

/**
 * `POST /api/v1/clients`: adds the sub-user, charges an extra user where the plan bills users, and
 * mails the welcome link.
 */
export const createClient = ({ body, idempotencyKey }: ClientCreation) =>
  call(
    clientsRoutes.create,
    { body },
    { headers: { 'Idempotency-Key': idempotencyKey }, handledCodes: CREATE_CLIENT_ERROR_CODES },
  );

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    // The list shows the new user; the next quote counts them.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.all }),
  });
}
