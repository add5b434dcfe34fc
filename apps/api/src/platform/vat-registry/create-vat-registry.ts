import type { Config } from '../../config';
import type { Clock } from '../clock';
import { createSandboxVatRegistry } from './sandbox-vat-registry';
import type { VatRegistry } from './vat-registry';
import { createViesRegistry } from './vies-registry';

/** The registry the configuration names (`config.vatRegistry`): VIES, or the built-in stand-in. */
export function createVatRegistry(config: Config, clock: Clock): VatRegistry {
  if (config.vatRegistry === 'vies') {
    return createViesRegistry({ url: config.VIES_URL, timeoutMs: config.VIES_TIMEOUT_MS });
  }
  return createSandboxVatRegistry({ clock, unavailable: config.VAT_REGISTRY_UNAVAILABLE });
}
