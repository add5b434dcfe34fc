// What the composition root uses of the activity log: its one public surface.
export { auditMessages } from './messages/index';
export { auditRoutes } from './routes';
