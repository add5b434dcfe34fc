// What other modules use of the billing-engine module: its one public surface (DESIGN.md §3).
export { addIntervals, nextRenewal } from './periods';
export { prorate } from './proration';
