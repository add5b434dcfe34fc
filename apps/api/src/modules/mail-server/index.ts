// What other modules use of the mail-server module: its one public surface (DESIGN.md §3).
export { type AccountMailTransport, accountMailTransport } from './account-mail-transport';
