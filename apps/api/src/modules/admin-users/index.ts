// What the composition root uses of the staff user table and user detail (DESIGN.md §3).
export { adminUsersRoutes } from './routes';
