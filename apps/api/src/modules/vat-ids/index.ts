// VAT ids verified with the VAT registry (VIES), with proof (decision 0080). The module owns
// `vat_checks` and `vat_verifications`; others use it only through this file.
export { checkVatIdBeforeFirstInvoice } from './check-before-first-invoice';
export { checkVatId } from './check-vat-id';
export { noteVatId } from './note-vat-id';
export { vatIdRoutes } from './routes';
export { sweepVatIds } from './sweep-vat-ids';
export { registerVatIdJobs, scheduleVatIdSweeps } from './vat-id-jobs';
export { type VatIdStanding, vatIdStandingOf, vatIdStandingsOf, withVatIdCheck } from './vat-id-standing';
export { vatChecksOf, vatIdVerificationOf } from './vat-id-views';
