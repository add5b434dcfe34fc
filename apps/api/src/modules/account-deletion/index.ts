// What the composition root uses of the account deletion module (DESIGN.md §3).
export { registerAccountDeletionJobs, runAccountDeletion } from './account-deletion-job';
export { accountDeletionRoutes } from './routes';
