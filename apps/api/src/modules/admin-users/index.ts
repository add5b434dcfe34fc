// What the composition root uses of the staff user table (DESIGN.md §3).
export { adminUsersRoutes } from './routes';
