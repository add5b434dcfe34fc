import { paymentsRoutes } from '@portal/contract';
import { call } from '../../../../lib/http/http-client';

/**
 * `GET /v1/account/card`: the gateway id of the saved default card. Read right before confirming a
 * payment (never cached), since the customer may have changed cards since the page loaded.
 */
export const fetchDefaultCard = () => call(paymentsRoutes.defaultCard);
