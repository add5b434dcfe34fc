import { describe, expect, it } from 'vitest';
import { issueCreditNote } from '../../src/modules/invoices/issue-credit-note';
import { createOrganisation, permissionsOf, registerOwner, signedInClient } from '../clients/clients-kit';
import { issue } from '../invoices/fixtures';
import { useTestApp } from '../support/test-app';

const testApp = useTestApp();

interface Role {
  id: number;
  title: string;
  permissions: string[];
  built_in?: string | null;
}

/** An owner with an invoice and a credit note, and a sub-user holding only the built-in Accountant. */
async function accountantOfAnOwner() {
  const { app, db, deps } = testApp();
  const owner = await registerOwner(app);
  const roles = (await owner.client.get('/api/v1/clients/roles')).json<Role[]>();
  const accountantRole = roles.find((role) => role.built_in === 'accountant');
  const organisation = await createOrganisation(owner.client, 'Accounting');
  const accountant = await signedInClient(app, owner.client, {
    organisations: [organisation],
    roles: [accountantRole!.id],
  });
  const invoice = await issue(testApp(), { userId: owner.id });
  const note = await db.transaction((tx) =>
    issueCreditNote(tx, deps, { invoiceId: invoice.id, gross: 5_000, reason: 'goodwill', refundId: 're_a1' }),
  );
  return { owner, accountant, accountantRole: accountantRole!, invoice, note };
}

describe('the built-in Accountant role', () => {
  it('is offered to every account beside its own roles, assigned like them, and never edited', async () => {
    const { owner, accountant, accountantRole } = await accountantOfAnOwner();
    expect(accountantRole).toEqual({
      id: expect.any(Number),
      title: 'Accountant',
      permissions: ['INVOICES.VIEW'],
      built_in: 'accountant',
    });
    const rows = (await owner.client.get('/api/v1/clients')).json().data as {
      email: string;
      roles: Role[];
    }[];
    expect(rows.find((row) => row.email === accountant.email)?.roles).toEqual([
      { id: accountantRole.id, title: 'Accountant', built_in: 'accountant' },
    ]);
    const edit = await owner.client.put(`/api/v1/clients/roles/${accountantRole.id}`, {
      title: 'Mine now',
      permissions: ['INVOICES.VIEW', 'MODULE_ACCOUNT_PAYMENT.VIEW'],
    });
    expect(edit.statusCode).toBe(404);
    expect(await permissionsOf(accountant.client)).toEqual(expect.arrayContaining(['INVOICES.VIEW']));
    expect((await permissionsOf(accountant.client)).sort()).toEqual(['AUTHENTICATED', 'INVOICES.VIEW']);
  });

  it('reads invoices, credit notes, upcoming payments and invoice data, and changes nothing', async () => {
    const { accountant, invoice, note } = await accountantOfAnOwner();
    const { client } = accountant;
    const year = invoice.issuedAt.getUTCFullYear();
    const reads = [
      '/v1/invoice/all',
      '/v1/invoice/credit',
      '/v1/invoice/upcoming',
      '/v1/account/billing/information',
      '/v1/account/billing/recipients',
      `/v1/invoice/${invoice.number}/pdf`,
      `/v1/credit-note/${note.number}/pdf`,
      `/v1/invoice/${invoice.number}/e-invoice/xrechnung-cii`,
      `/v1/credit-note/${note.number}/e-invoice/xrechnung-ubl`,
      `/v1/invoice/archive?year=${year}`,
    ];
    for (const url of reads) {
      const response = await client.get(url);
      expect(response.statusCode, `GET ${url} ${response.body.slice(0, 200)}`).toBe(200);
    }
    expect(
      (await client.get('/v1/invoice/all')).json().data.map((row: { number: string }) => row.number),
    ).toEqual([invoice.number]);
    expect((await client.get('/v1/account/billing/information')).json().data).toMatchObject({
      firstname: null,
      einvoice_format: null,
    });

    const refused: [string, string, unknown?][] = [
      ['PUT', '/v1/account/billing/information', {}],
      ['POST', '/v1/account/billing/recipients', { email: 'x@firm.test' }],
      ['DELETE', '/v1/account/billing/recipients/1'],
      ['GET', '/v1/account/billing/payment-methods'],
      ['POST', '/v1/account/billing/payment-methods', {}],
      ['GET', '/v1/account/card'],
      ['POST', `/v1/invoice/${invoice.id}/pay`, {}],
      ['GET', '/v1/subscription/all'],
      ['PUT', '/v1/subscription/cancel', {}],
      ['POST', '/v1/subscription/upgrade', {}],
      ['GET', '/api/v1/clients'],
      ['POST', '/api/v1/clients', {}],
      ['GET', '/api/v1/clients/roles'],
      ['PUT', '/v1/account/profile', {}],
      ['GET', '/api/v1/audit/datatable'],
    ];
    for (const [method, url, payload] of refused) {
      const response = await client.request(method as 'GET', url, { payload: payload as never });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
