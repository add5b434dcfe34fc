import { adminUserEndpoints as endpoints } from '@portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { routeEndpoint } from '../../platform/endpoint-route';
import { t } from '../../platform/i18n/index';
import { contextOf } from '../../platform/request-context';
import { deactivateUser } from './deactivate-user';
import { type DocumentFile, downloadUserDocument } from './download-user-document';
import { extendTrial } from './extend-trial';
import { getUserDetail } from './get-user-detail';
import { listUsers } from './list-users';
import { searchUsers } from './search-users';
import { sendPasswordReset } from './send-password-reset';
import { suspendUser } from './suspend-user';
import { unsuspendUser } from './unsuspend-user';
import { listUserDocuments } from './user-documents';

function sendFile(reply: FastifyReply, file: DocumentFile) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .type(file.contentType)
    .send(file.body);
}

/**
 * The staff user table and the top bar's search (spec §7; decision 0058): every account, `viewUsers`;
 * the user detail (decision 0060), the staff actions on it (decision 0062) and the customer's
 * invoices and credit notes on it (issue 32), `editUsers`.
 */
export function adminUsersRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const { db } = deps.database;
  routeEndpoint(app, endpoints.datatable, (request) => listUsers(db, deps.config, request.query));
  routeEndpoint(app, endpoints.search, (request) => searchUsers(db, deps.config, request.query));
  routeEndpoint(app, endpoints.detail, (request) => getUserDetail(db, deps.config, request.params.id));

  routeEndpoint(app, endpoints.suspend, async (request) => {
    await suspendUser(deps, contextOf(request), request.params.id, request.body);
    return { message: t(request.language, 'adminUsers.suspended') };
  });
  routeEndpoint(app, endpoints.unsuspend, async (request) => {
    await unsuspendUser(deps, contextOf(request), request.params.id, request.body);
    return { message: t(request.language, 'adminUsers.unsuspended') };
  });
  routeEndpoint(app, endpoints.deactivate, async (request) => {
    await deactivateUser(deps, contextOf(request), request.params.id, request.body);
    return { message: t(request.language, 'adminUsers.deactivated') };
  });
  routeEndpoint(app, endpoints.extendTrial, async (request) => {
    const endsAt = await extendTrial(deps, contextOf(request), request.params.id, request.body);
    return {
      message: t(request.language, 'adminUsers.trialExtended', { date: endsAt.toISOString().slice(0, 10) }),
    };
  });
  routeEndpoint(app, endpoints.passwordReset, async (request) => {
    const email = await sendPasswordReset(deps, contextOf(request), request.params.id, request.body);
    return { message: t(request.language, 'adminUsers.passwordResetSent', { email }) };
  });

  routeEndpoint(app, endpoints.documents, (request) => listUserDocuments(db, request.params.id));
  routeEndpoint(app, endpoints.invoicePdf, async (request, reply) => {
    const { id, number } = request.params;
    const download = { userId: id, kind: 'invoice', number, eInvoiceFormat: null } as const;
    return sendFile(reply, await downloadUserDocument(deps, contextOf(request), download));
  });
  routeEndpoint(app, endpoints.invoiceEInvoice, async (request, reply) => {
    const { id, number, format } = request.params;
    const download = { userId: id, kind: 'invoice', number, eInvoiceFormat: format } as const;
    return sendFile(reply, await downloadUserDocument(deps, contextOf(request), download));
  });
  routeEndpoint(app, endpoints.creditNotePdf, async (request, reply) => {
    const { id, number } = request.params;
    const download = { userId: id, kind: 'credit-note', number, eInvoiceFormat: null } as const;
    return sendFile(reply, await downloadUserDocument(deps, contextOf(request), download));
  });
  routeEndpoint(app, endpoints.creditNoteEInvoice, async (request, reply) => {
    const { id, number, format } = request.params;
    const download = { userId: id, kind: 'credit-note', number, eInvoiceFormat: format } as const;
    return sendFile(reply, await downloadUserDocument(deps, contextOf(request), download));
  });
}
