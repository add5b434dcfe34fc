// What the composition root uses of the finance module (DESIGN.md §3).
export { registerFinanceJobs, scheduleFinanceKeeping } from './keep-finance-figures';
export { financeRoutes } from './routes';
