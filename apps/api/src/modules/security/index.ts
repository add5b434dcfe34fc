// What other modules use of the security module: its one public surface (DESIGN.md §3).
export { hasTwoFactor, type SecondFactorMethod, verifySecondFactor } from './second-factor';
export { invalidTwoFactorCode } from './two-factor-errors';
