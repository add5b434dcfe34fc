import { adminUsersRoutes, pathOf, type UserDocument } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import type { DocumentFormat } from '../../../lib/format/document-format';
import { call } from '../../../lib/http/http-client';

/** `GET /v1/admin/users/:id/documents` (issue 32): the account's newest invoices and credit notes. */
export const fetchUserDocuments = (userId: number, signal?: AbortSignal) =>
  call(adminUsersRoutes.documents, { params: { id: userId } }, { signal });

export const userDocumentsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['admin', 'user', userId, 'documents'],
    queryFn: ({ signal }) => fetchUserDocuments(userId, signal),
    retry: false,
  });

const FILE_ROUTES = {
  invoice: { pdf: adminUsersRoutes.invoicePdf, eInvoice: adminUsersRoutes.invoiceEInvoice },
  'credit-note': { pdf: adminUsersRoutes.creditNotePdf, eInvoice: adminUsersRoutes.creditNoteEInvoice },
};

/**
 * Where staff download a document of the user's in each format: the staff's own addresses, which
 * audit the download themselves (with the staff member as editor), so the menu records nothing.
 */
export const userDocumentHrefOf =
  (userId: number, document: Pick<UserDocument, 'kind' | 'number'>) =>
  (format: DocumentFormat): string => {
    const routes = FILE_ROUTES[document.kind];
    const params = { id: userId, number: document.number };
    return format === 'pdf' ? pathOf(routes.pdf, params) : pathOf(routes.eInvoice, { ...params, format });
  };
