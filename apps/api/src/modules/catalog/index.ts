// What other modules use of the catalog module: its one public surface (DESIGN.md §3).
export { invalidCoupon } from './check-coupon';
export { type CouponRow, couponCycles, findRedeemableCoupon, redeemCoupon } from './coupons';
export { findPlan, type PlanRow, type ProductRow } from './find-plan';
export { planNotFound } from './get-plans';
