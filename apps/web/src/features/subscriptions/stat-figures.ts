import { type Language, type ProductLine, STAT_THRESHOLDS } from '@portal/contract';

/** Spec §9: the stat figures count up for 600 ms. */
export const STAT_ANIMATION_MS = 600;

export type StatDisplay = 'figure' | 'academy' | 'placeholder' | 'notConnected';

/**
 * A stat card's figure. Tools votes are always there; DMP and Analytics figures are the apps'
 * reports, with the time of the last one, and none at all before the app first reported
 * (decision 0075). `demo`: made up by the demo data, and the card says so.
 */
export interface StatFigure {
  total: number;
  connected: boolean;
  reportedAt: string | null;
  demo: boolean;
}

/**
 * Spec §2: the figure shows from its threshold on (10 votes, 10 visitors, 100 impressions); below it
 * subscribers get the academy guide and everyone else a placeholder. Before the app ever reported,
 * subscribers read that it is not connected yet, everyone else the placeholder.
 */
export function statDisplay(line: ProductLine, figure: StatFigure, subscribed: boolean): StatDisplay {
  if (!figure.connected) return subscribed ? 'notConnected' : 'placeholder';
  if (figure.total >= STAT_THRESHOLDS[line]) return 'figure';
  return subscribed ? 'academy' : 'placeholder';
}

/** A figure abbreviated the way the UI language writes large numbers (45.7K, 45,7 Tsd., 1,2 M). */
export function abbreviateNumber(value: number, language: Language): string {
  // German's compact notation starts at a million ("45.678"); in German text thousands read "Tsd.".
  if (language === 'de' && Math.abs(value) >= 1_000 && Math.abs(value) < 1_000_000) {
    const thousands = new Intl.NumberFormat('de', { maximumFractionDigits: 1 }).format(value / 1_000);
    return `${thousands}\u00a0Tsd.`;
  }
  return new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}
