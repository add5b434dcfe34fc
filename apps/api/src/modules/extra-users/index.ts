/**
 * Extra-user billing (spec §9 "Extra user 25 euro per month", docs/decisions/0057): what sub-users
 * cost. The client-management module calls exactly this:
 *
 * ```ts
 * // What adding one sub-user costs now (contract: extraUserQuoteSchema in packages/contract/src/clients.ts).
 * quoteExtraUser(deps: AppDeps, accountId: number, callerLanguage?: Language): Promise<ExtraUserQuote>;
 *
 * // Adds a sub-user with its billing. Tools Enterprise: reserve → charge the prorated amount
 * // (idempotency key derived from our charge record, metadata naming it) → record, where recording
 * // runs `createSubUser(tx)` in the transaction that raises the extra users and books the invoice.
 * // Corporate and Contracted: just `createSubUser` in a transaction. No live Tools subscription: 409
 * // tools_subscription_required. A declined or failed payment throws the engine's payment error and
 * // nothing is created. Returns createSubUser's result.
 * addSubUserWithBilling<T>(
 *   deps: AppDeps,
 *   input: { accountId: number; editorId: number; idempotencyKey: string; context?: RequestContext },
 *   createSubUser: (tx: Tx) => Promise<T>,
 * ): Promise<T>;
 *
 * // Inside the transaction that deletes a sub-user: one extra user less from the next period on
 * // (no refund now).
 * releaseSubUserSeat(
 *   tx: Executor,
 *   input: { accountId: number; clientId: number; context?: RequestContext },
 * ): Promise<void>;
 * ```
 *
 * `deps` is the platform's `AppDeps`, `Tx` an open transaction and `Executor` the database or a
 * transaction (platform/db.ts), as every module takes them. `context` is optional: a route passes
 * `contextOf(request)` so the audit rows keep the request and invoice lines its language.
 */
export { type AddSubUserInput, addSubUserWithBilling } from './add-sub-user-with-billing';
export { quoteExtraUser } from './quote-extra-user';
export { releaseSubUserSeat } from './release-sub-user-seat';
export { extraUsersRoutes } from './routes';
export { settleExtraUser } from './settle-extra-user';
