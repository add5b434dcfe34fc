import { catalogRoutes } from '@portal/contract';
import { call } from '../../../lib/http/http-client';

/**
 * `GET /v1/coupon/:code`: the coupon's name and percentage. Unknown codes answer 404
 * `invalid_coupon`, which the coupon field shows itself (not the not-found page).
 */
export const checkCoupon = (code: string, signal?: AbortSignal) =>
  call(catalogRoutes.coupon, { params: { code } }, { signal, handledStatuses: [404] });
