import { integrationConfig } from './integration-config';
import { loadScript } from './load-script';

declare global {
  interface Window {
    /** The tag manager's data layer: the tag manager reads what is pushed, also before it loaded. */
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * Events the portal reports: `purchase` (a subscription bought), `request_quote` (a pricing page's
 * request-quote button). Free text, so a marketing team can add events without a contract change.
 */
export type ConversionEvent = string;

export interface ConversionDetails {
  /** Spec §3 product ids; 5 exists only in conversion tracking. */
  productId: number;
  /** In major units (euros, dollars), as tag managers expect. */
  value?: number;
  /** ISO code, e.g. `EUR`. */
  currency?: string;
}

let started: string | null = null;

/** The tag manager's own start-up: its start event, then its container script. */
function startTagManager(tagManagerId: string): void {
  if (started === tagManagerId) return;
  started = tagManagerId;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  loadScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tagManagerId)}`).catch(
    (error: unknown) => console.warn('The tag manager did not load', error),
  );
}

/**
 * Sends a conversion event to the tag manager's data layer when `TAG_MANAGER_ID` is configured, and
 * nowhere otherwise. Never throws and never waits the caller: tracking must not break a purchase.
 */
export function trackConversion(event: ConversionEvent, details: ConversionDetails): void {
  void integrationConfig().then(({ tagManagerId }) => {
    if (!tagManagerId) return;
    startTagManager(tagManagerId);
    const { productId, value, currency } = details;
    window.dataLayer?.push({
      event,
      productId,
      ...(value === undefined ? {} : { value }),
      ...(currency === undefined ? {} : { currency }),
    });
  });
}

/** Tests start each case without a tag manager. */
export function forgetTagManager(): void {
  started = null;
}
