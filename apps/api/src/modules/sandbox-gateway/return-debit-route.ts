import { sandboxEndpoints as endpoints, type SandboxDebitReturnResponse } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { routeEndpoint } from '../../platform/endpoint-route';
import { AppError } from '../../platform/errors';
import { type ServerMessageKey, t } from '../../platform/i18n/index';
import { GatewayDeclinedError } from '../../platform/payments/gateway';
import { contextOf } from '../../platform/request-context';
import { recordDebitReturn } from '../money/index';
import { answering } from './sandbox-answers';
import type { SandboxGateway } from './sandbox-gateway';

/** Why the sandbox refuses to return a debit, as the portal answers it. */
const REFUSALS: Readonly<Record<string, { status: 409 | 422; key: ServerMessageKey }>> = {
  not_sepa_debit: { status: 422, key: 'debitReturns.notSepa' },
  debit_not_settled: { status: 422, key: 'debitReturns.notSettled' },
  return_window_over: { status: 422, key: 'debitReturns.windowOver' },
  debit_already_returned: { status: 409, key: 'debitReturns.alreadyReturned' },
};

const refusalOf = (error: unknown): unknown => {
  if (!(error instanceof GatewayDeclinedError)) return error;
  const refusal = REFUSALS[error.code];
  return refusal ? new AppError(refusal.status, 'debit_return_refused', refusal.key) : error;
};

/**
 * Staff's action on a sandbox customer's page (decision 0083): the customer's bank returns a settled
 * SEPA debit now, and the portal records it as it records a reported return (the invoice open
 * again, the customer told, dunning). Sandbox only: the route exists only when it is the gateway.
 */
export function returnDebitRoute(app: FastifyInstance, sandbox: SandboxGateway): void {
  routeEndpoint(app, endpoints.returnDebit, async (request): Promise<SandboxDebitReturnResponse> => {
    const { id, paymentId } = request.params;
    const reported = await answering(request.language, () =>
      sandbox
        .returnDebit({ customerId: id, paymentIntentId: paymentId, reason: request.body.reason })
        .catch((error: unknown) => {
          throw refusalOf(error);
        }),
    );
    const recorded = await recordDebitReturn(app.deps, reported, contextOf(request));
    const number = recorded.invoiceNumber ?? '';
    const key: ServerMessageKey =
      recorded.outcome === 'reopened'
        ? 'debitReturns.done'
        : recorded.outcome === 'ignored' || number === ''
          ? 'debitReturns.doneUnknown'
          : 'debitReturns.donePaid';
    return {
      message: t(request.language, key, { number }),
      invoiceNumber: recorded.invoiceNumber,
      reopened: recorded.outcome === 'reopened',
    };
  });
}
