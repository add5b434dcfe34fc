import { DEMO_SELLER } from '../../src/config';

/**
 * A seller named in full, as production without demo data demands (decision 0078): the demo
 * seller's details, set explicitly rather than left to the defaults.
 */
export const SELLER_ENV: Record<string, string> = { ...DEMO_SELLER };
