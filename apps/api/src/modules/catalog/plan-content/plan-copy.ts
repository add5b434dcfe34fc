import type { ProductId } from '@portal/contract';

/** The words of one plan column of the pricing page. */
export interface PlanCopy {
  title: string;
  subTitle: string;
  limits: string[];
  features: string[];
  support: string[];
}

/** Everything the pricing page says in one language. */
export interface PlanContent {
  plans: Record<ProductId, PlanCopy>;
  /** Shown instead of a price on plans priced on request. */
  onRequest: string;
  /** The unit of the price figures. */
  durationMonthly: string;
  /** `{extraUser}` is the formatted price of one extra user per month. */
  priceInfo: string;
}
