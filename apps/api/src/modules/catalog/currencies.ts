import { CURRENCY_IDS, type Currency, currencySymbol, type Language } from '@portal/contract';
import { t } from '../../platform/i18n/index';

/** `GET /v1/currency/all`: the two currencies of spec §9 with their names in `language`. */
export function listCurrencies(language: Language): Currency[] {
  return [
    {
      id: CURRENCY_IDS.eur,
      code: 'eur',
      symbol: currencySymbol(CURRENCY_IDS.eur),
      name: t(language, 'catalog.currency.eur'),
    },
    {
      id: CURRENCY_IDS.usd,
      code: 'usd',
      symbol: currencySymbol(CURRENCY_IDS.usd),
      name: t(language, 'catalog.currency.usd'),
    },
  ];
}
