import { type PublicConfig, publicConfigRoutes } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../http/http-client';

/** Used until `GET /v1/config` answers, and if it cannot. */
export const FALLBACK_CONFIG: PublicConfig = {
  toolsUrl: '',
  dmpUrl: '',
  analyticsUrl: '',
  adsUrl: '',
  helpCenterUrl: '',
  landingUrl: '/login',
  cdnUrl: '/storage',
  termsUrl: '',
  privacyUrl: '',
  dpaUrl: '',
  appDebug: false,
  paymentGateway: 'sandbox',
  stripePublishableKey: null,
  tagManagerId: null,
  chatWidgetUrl: null,
  salesEmail: 'sales@portal.localhost',
};

export const fetchPublicConfig = () =>
  call(publicConfigRoutes.get, {}, { handledStatuses: [401, 403, 404, 500, 502, 503] });

export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: fetchPublicConfig, staleTime: Number.POSITIVE_INFINITY });

export function usePublicConfig(): PublicConfig {
  const { data } = useQuery(publicConfigQueryOptions());
  return data ?? FALLBACK_CONFIG;
}
