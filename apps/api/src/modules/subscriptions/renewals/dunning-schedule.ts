// The schedule lives in the contract so the read models show the dates this engine uses.
export { DUNNING_RETRY_DAYS, isLastRetry, retryDueAt } from '@portal/contract/dunning';
