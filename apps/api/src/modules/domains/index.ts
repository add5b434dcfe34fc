// What the composition root uses of the domains module (DESIGN.md §3).
export { domainsRoutes } from './routes';
