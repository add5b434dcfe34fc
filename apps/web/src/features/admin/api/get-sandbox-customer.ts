import { sandboxRoutes } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `GET /v1/sandbox/customers/:id`: the sandbox's record of a customer, its methods and newest payments. */
export const fetchSandboxCustomer = (customerId: string, signal?: AbortSignal) =>
  call(sandboxRoutes.customer, { params: { id: customerId } }, { signal });

export const sandboxCustomerQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: ['admin', 'sandbox-customer', customerId],
    queryFn: ({ signal }) => fetchSandboxCustomer(customerId, signal),
    retry: false,
  });
