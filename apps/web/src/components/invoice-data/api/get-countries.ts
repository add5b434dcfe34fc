import { catalogRoutes, type Language } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/http/http-client';
import { currentLanguage } from '../../../lib/i18n/i18n';

/**
 * `GET /v1/country/all`: named and sorted in the request's language (Accept-Language), so the list
 * is kept per language and loads again after a language switch.
 */
export const fetchCountries = (signal?: AbortSignal) =>
  call(catalogRoutes.countries, {}, { signal }).then(({ data }) => data);

export const countriesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['countries', language],
    queryFn: ({ signal }) => fetchCountries(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCountries() {
  // Subscribes to language changes.
  useTranslation();
  return useQuery(countriesQueryOptions(currentLanguage()));
}
