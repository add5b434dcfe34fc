// What other modules use of sign-in and passwords (DESIGN.md §3); the composition root registers the routes.
export { requestPasswordReset } from './forgot-password';
