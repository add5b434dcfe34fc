import { z } from 'zod';

/**
 * `GET /v1/config` (public): what the web needs to know before anyone signs in. Every value comes
 * from the server's environment, so the other apps' hosts can move without rebuilding the web.
 */
export const publicConfigSchema = z.object({
  /** Hosts of the other apps, used by the app switcher. */
  toolsUrl: z.string(),
  dmpUrl: z.string(),
  analyticsUrl: z.string(),
  adsUrl: z.string(),
  helpCenterUrl: z.string(),
  /** Where logout goes (the landing site's login page). */
  landingUrl: z.string(),
  /** Base of stored files such as profile images (`${cdnUrl}/user/<file>`). */
  cdnUrl: z.string(),
  termsUrl: z.string(),
  privacyUrl: z.string(),
  dpaUrl: z.string(),
  /** When true, a 500 answers with HTML that the web shows in its debug dialog. */
  appDebug: z.boolean(),
  /** The gateway the browser talks to: the built-in sandbox pages or Stripe.js. */
  paymentGateway: z.enum(['sandbox', 'stripe']),
  /** Stripe.js needs it; null with the sandbox. */
  stripePublishableKey: z.string().nullable(),
  /** Tag-manager container id (`GTM-…`); null: conversion events go nowhere. */
  tagManagerId: z.string().nullable(),
  /**
   * Script of the chat-support widget (it defines `window.$chat`); null: the chat messenger falls
   * back to an e-mail to `salesEmail`.
   */
  chatWidgetUrl: z.string().nullable(),
  /** Sales address the chat messenger's e-mail fallback writes to. */
  salesEmail: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
