// What other modules use of the catalog module: its one public surface (DESIGN.md §3).
export { invalidCoupon } from './check-coupon';
export { type CouponRow, couponCycles, findRedeemableCoupon, redeemCoupon } from './coupons';
export { EXTRA_USER_EUR_PER_MONTH, extraUserUnitAmount } from './extra-user-price';
export { findPlan, findPlanOf, type PlanRow, type ProductRow } from './find-plan';
export { planNotFound } from './get-plans';
