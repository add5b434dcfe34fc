import { subscriptionEndpoints as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../platform/auth/authenticate';
import { routeEndpoint } from '../../platform/endpoint-route';
import { runIdempotent } from '../../platform/idempotency';
import { contextOf } from '../../platform/request-context';
import { dunningTimelines } from '../invoices/index';
import { cancelOrResume } from './cancel-or-resume';
import { changeQuantity } from './change-quantity';
import { completeSubscription } from './complete-subscription';
import { endPause } from './pause/end-pause';
import { pauseSubscription } from './pause/pause-subscription';
import { quotePause } from './pause/quote-pause';
import { quotePurchase } from './quote-purchase';
import { quoteQuantityChange } from './quote-quantity-change';
import { travelInTime } from './renewals/time-travel';
import { acceptRetentionOffer } from './retention/accept-retention-offer';
import { quoteRetentionOffer } from './retention/quote-retention-offer';
import { liveSubscriptionsOf } from './subscription-queries';
import { toSubscriptionView } from './subscription-view';
import { upgradeSubscription } from './upgrade-subscription';
import { assertUsageService, ingestUsage } from './usage/ingest-usage';
import { withdrawYearlySwitch } from './yearly/pending-yearly-switch';
import { quoteYearlySwitch } from './yearly/quote-yearly-switch';
import { switchToYearly } from './yearly/switch-to-yearly';

/** Spec §7 `/v1/subscription/*`. Money-moving calls honour an `Idempotency-Key` header. */
export function subscriptionsRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const db = deps.database.db;

  routeEndpoint(app, endpoints.list, async (request) => {
    const { accountId } = principalOf(request);
    const records = await liveSubscriptionsOf(db, accountId);
    // Only a past-due subscription has a dunning timeline: without one there is nothing to ask.
    const dunnings = records.some((record) => record.subscription.status === 'past_due')
      ? await dunningTimelines(db, accountId)
      : new Map();
    return { data: records.map((record) => toSubscriptionView(record, dunnings)) };
  });

  routeEndpoint(app, endpoints.upgrade, async (request, reply) => {
    const principal = principalOf(request);
    return runIdempotent(db, request, reply, principal, () =>
      upgradeSubscription(deps, contextOf(request), request.body),
    );
  });

  // Quotes price with the charging code and write nothing, so they need no Idempotency-Key.
  routeEndpoint(
    app,
    endpoints.upgradeQuote,
    async (request) => ({
      data: await quotePurchase(deps, principalOf(request), request.body, request.language),
    }),
    { readOnly: true },
  );

  routeEndpoint(app, endpoints.complete, async (request, reply) => {
    const principal = principalOf(request);
    return runIdempotent(db, request, reply, principal, () =>
      completeSubscription(deps, contextOf(request), request.body.subscriptionId),
    );
  });

  routeEndpoint(app, endpoints.quantity, async (request, reply) => {
    const principal = principalOf(request);
    return runIdempotent(db, request, reply, principal, () =>
      changeQuantity(deps, contextOf(request), request.body),
    );
  });

  routeEndpoint(
    app,
    endpoints.quantityQuote,
    async (request) => ({
      data: await quoteQuantityChange(deps, principalOf(request), request.body, request.language),
    }),
    { readOnly: true },
  );

  // A cancellation keeps its reason and comment (decision 0085); a resume has none.
  routeEndpoint(app, endpoints.cancel, async (request) =>
    cancelOrResume(deps, contextOf(request), request.body.subscriptionId, 'cancel', request.body),
  );
  routeEndpoint(app, endpoints.resume, async (request) =>
    cancelOrResume(deps, contextOf(request), request.body.subscriptionId, 'resume'),
  );

  // A pause (decision 0085): its quote writes nothing; planning one moves no money.
  routeEndpoint(
    app,
    endpoints.pauseQuote,
    async (request) => ({ data: await quotePause(deps, principalOf(request), request.body) }),
    { readOnly: true },
  );
  routeEndpoint(app, endpoints.pause, async (request) =>
    pauseSubscription(deps, contextOf(request), request.body),
  );
  // Ending a running pause renews and charges at once.
  routeEndpoint(app, endpoints.endPause, async (request, reply) => {
    const principal = principalOf(request);
    return runIdempotent(db, request, reply, principal, () =>
      endPause(deps, contextOf(request), request.body.subscriptionId),
    );
  });

  // Asked by the cancel dialog before its cancel step (decision 0085); writes nothing.
  routeEndpoint(
    app,
    endpoints.retentionOffer,
    async (request) => ({
      data: await quoteRetentionOffer(deps, principalOf(request), request.body.subscriptionId),
    }),
    { readOnly: true },
  );

  routeEndpoint(app, endpoints.acceptRetentionOffer, async (request) =>
    acceptRetentionOffer(deps, contextOf(request), request.body.subscriptionId),
  );

  routeEndpoint(
    app,
    endpoints.yearlyQuote,
    async (request) => ({
      data: await quoteYearlySwitch(deps, principalOf(request), request.body, request.language),
    }),
    { readOnly: true },
  );

  routeEndpoint(app, endpoints.switchToYearly, async (request, reply) => {
    const principal = principalOf(request);
    return runIdempotent(db, request, reply, principal, () =>
      switchToYearly(deps, contextOf(request), request.body),
    );
  });

  routeEndpoint(app, endpoints.withdrawYearly, async (request) =>
    withdrawYearlySwitch(deps, contextOf(request), request.body.subscriptionId),
  );

  routeEndpoint(app, endpoints.timeTravel, async (request) =>
    travelInTime(deps, contextOf(request), request.body),
  );

  // Called by the Tools app, not by a browser: authenticated by the service token (Bearer), checked
  // before the body so that a caller without it learns nothing from validation errors.
  routeEndpoint(app, endpoints.reportUsage, async (request) => ingestUsage(deps, request.body), {
    preValidation: async (request) => assertUsageService(deps, request),
  });
}
