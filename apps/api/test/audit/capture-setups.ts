import sharp from 'sharp';
import { expect } from 'vitest';
import { appCode } from '../security/two-factor-support';
import { type ExpectedAudit, WALK_PASSWORD, type Walker } from './capture-walker';

export const USAGE_TOKEN = 'capture-walk-usage-token';
export const DMP_TOKEN = 'capture-walk-dmp-token';
export const OWNER = 'owner@demo.test';
export const ADMIN = 'admin@demo.test';
export const TOOLS_MONTH = {
  plan: 'tools-enterprise-month-eur',
  productId: 1,
  interval: 'month',
  quantity: 1,
};
export const CARD_3DS = '4000002760003184';
export const CARD_NO_FUNDS = '4000000000009995';
export const IBAN = 'AT611904300234573201';

/**
 * Every write route of the API, classified (decision 0054). `audits`: the route changes what the
 * business is about and names the audit rows it must write. `writesNoBusinessData`: the allow-list,
 * with the reason; such a route is walked too, and must leave every business table as it was.
 * `unaudited` names a business table a route may change without an audit row, and why.
 */
export type RouteWalk = { walk: (w: Walker) => Promise<void> } & (
  | { audits: ExpectedAudit[]; unaudited?: Record<string, string>; writesNoBusinessData?: never }
  | { writesNoBusinessData: string; audits?: never; unaudited?: never }
);

export const ok = (response: { statusCode: number; body: string }, status = 200) =>
  expect(response.statusCode, response.body).toBe(status);

/** A fresh owner who bought Tools Enterprise monthly with a card: its subscription id. */
export async function subscriber(w: Walker, card?: string) {
  const owner = await w.freshOwner();
  await w.savedCard(owner.client, true, card);
  const bought = await owner.client.post('/v1/subscription/upgrade', TOOLS_MONTH);
  ok(bought);
  return {
    ...owner,
    subscriptionId: bought.json<{ data: { subscriptionId: string } }>().data.subscriptionId,
  };
}

/** A fresh owner with two-factor sign-in on, signed in; answers the secret for codes. */
export async function withTwoFactor(w: Walker) {
  const owner = await w.freshOwner({ billing: false });
  const setup = await owner.client.post('/v1/account/security/two-factor/setup');
  ok(setup);
  const { secret } = setup.json<{ secret: string }>();
  ok(
    await owner.client.post('/v1/account/security/two-factor/enable', {
      code: appCode(secret, w.testApp.clock.now()),
    }),
  );
  // A code works once per 30-second step: the next one the walk types is a later step's.
  w.testApp.clock.advance(30_000);
  return { ...owner, secret, code: () => appCode(secret, w.testApp.clock.now()) };
}

/** A fresh owner with a waiting e-mail change. */
export async function withEmailChange(w: Walker) {
  const owner = await w.freshOwner({ billing: false });
  const newEmail = `moved-${owner.email}`;
  ok(
    await owner.client.put('/v1/account/profile', {
      email: newEmail,
      gender: 'female',
      language: 'en',
      currentPassword: WALK_PASSWORD,
    }),
  );
  return { ...owner, newEmail };
}

/**
 * A fresh subscriber whose renewal failed: its default card has no funds, and staff moved its clock
 * past the period's end, so the billing cycle left the renewal's invoice open (dunning).
 */
export async function inDunning(w: Walker) {
  const owner = await subscriber(w);
  await w.savedCard(owner.client, true, CARD_NO_FUNDS);
  const admin = await w.signIn(ADMIN);
  ok(await admin.post('/v1/sandbox/clock', { userId: owner.id, days: 32 }));
  return { ...owner, invoiceId: await w.openCardInvoiceOf(owner.email) };
}

/** Starts paying the open invoice of a customer in dunning with a 3-D Secure card. */
export async function paymentAwaitingChallenge(w: Walker) {
  const { client, invoiceId } = await inDunning(w);
  const started = await client.post(`/v1/invoice/${invoiceId}/pay`, {
    newPaymentMethodId: await w.typedCard(CARD_3DS),
  });
  ok(started);
  const { clientSecret } = started.json<{ clientSecret: string }>();
  return { client, invoiceId, clientSecret, intentId: clientSecret.split('_secret_')[0] as string };
}

/** A purchase with a 3-D Secure card, waiting for the challenge. */
export async function purchaseAwaitingChallenge(w: Walker) {
  const owner = await w.freshOwner();
  const started = await owner.client.post('/v1/subscription/upgrade', {
    ...TOOLS_MONTH,
    newPaymentMethodId: await w.typedCard(CARD_3DS),
  });
  ok(started);
  const { data } = started.json<{
    data: { subscriptionId: string; paymentIntent: string; paymentIntentClientSecret: string };
  }>();
  return { ...owner, ...data };
}

export async function squarePng(): Promise<FormData> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('profile_image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  return form;
}

export const billingOf = (email: string) => ({
  company: 'Walk GmbH',
  vatid: '',
  no_vat_id: true,
  firstname: 'Wanda',
  lastname: 'Walker',
  street: 'Ringstraße 2',
  city: 'Wien',
  postal_code: '1010',
  country: 'AT',
  phone_number: '',
  invoice_language: 'de',
  invoice_email: email,
  invoice_reference: 'WALK-1',
});

export const SANDBOX =
  'the sandbox payment gateway’s own records (sandbox_objects): it stands for the payment provider, whose side of a payment the portal does not audit; what the portal makes of it is audited where it records it';
