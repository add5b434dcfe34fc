import type { PublicConfig } from '@portal/contract';
import { FALLBACK_CONFIG, fetchPublicConfig } from '../config/public-config';

let loading: Promise<PublicConfig> | null = null;

/**
 * The public configuration for code outside React (a click handler, a purchase flow): read once per
 * page; when it cannot be read the defaults hold (no tag manager, chat by e-mail).
 */
export function integrationConfig(): Promise<PublicConfig> {
  loading ??= fetchPublicConfig().catch((error: unknown) => {
    console.warn('Could not read the public configuration; integrations use their defaults', error);
    loading = null;
    return FALLBACK_CONFIG;
  });
  return loading;
}

/** Tests start each case from an unread configuration. */
export function forgetIntegrationConfig(): void {
  loading = null;
}
