// A money incident is one structured log line naming the account, the purpose, our charge and the
// gateway's intent (decision 0067), so an operator can find and settle it; never a console line.
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { refundQuietly } from '../../src/modules/money/index';
import { GatewayUnavailableError, type PaymentGateway } from '../../src/platform/payments/gateway';

function capturingLog() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const at =
    (level: string) =>
    (fields: Record<string, unknown>, message: string): void => {
      lines.push({ level, fields, message });
    };
  const log = { error: at('error'), warn: at('warn'), info: at('info') } as unknown as FastifyBaseLogger;
  return { log, lines };
}

const intent = {
  id: 'pi_incident',
  status: 'succeeded',
  amount: 3_000,
  clientSecret: null,
  failureCode: null,
} as const;

describe('refundQuietly', () => {
  it('logs a refund the gateway refused as one money incident line, naming our records', async () => {
    const { log, lines } = capturingLog();
    const gateway = {
      refund: async () => {
        throw new GatewayUnavailableError();
      },
    } as unknown as PaymentGateway;
    await refundQuietly({ gateway, log }, intent as never, {
      accountId: 42,
      purpose: 'invoice',
      chargeId: 'invoice-7-payment-2',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'error',
      message: 'money incident: a refund failed; staff must refund it',
      fields: {
        incident: 'refund_failed',
        accountId: 42,
        purpose: 'invoice',
        chargeId: 'invoice-7-payment-2',
        gatewayIntentId: 'pi_incident',
        amount: 3_000,
      },
    });
  });

  it('refunds once per intent under the key refund-<intent>, and logs nothing when it works', async () => {
    const { log, lines } = capturingLog();
    const calls: unknown[] = [];
    const gateway = {
      refund: async (input: unknown) => {
        calls.push(input);
        return { id: 're_1', status: 'succeeded' };
      },
    } as unknown as PaymentGateway;
    await refundQuietly({ gateway, log }, intent as never, {
      accountId: 42,
      purpose: 'purchase',
      chargeId: null,
    });
    await refundQuietly({ gateway, log }, { ...intent, status: 'failed' } as never, {
      accountId: 42,
      purpose: 'purchase',
      chargeId: null,
    });
    expect(calls).toEqual([
      { paymentIntentId: 'pi_incident', amount: 3_000, idempotencyKey: 'refund-pi_incident' },
    ]);
    expect(lines).toEqual([]);
  });
});
