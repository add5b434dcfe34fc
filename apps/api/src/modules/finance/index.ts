// What the composition root uses of the finance module (DESIGN.md §3).
export { financeRoutes } from './routes';
