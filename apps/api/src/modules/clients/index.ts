// What the composition root and other modules use of client management (DESIGN.md §3).
export { type ClientInsertion, createClient, prepareClientCreation } from './create-client';
export { clientsRoutes } from './routes';
