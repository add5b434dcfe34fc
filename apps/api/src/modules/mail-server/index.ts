// What other modules use of the mail-server module: its one public surface (DESIGN.md §3).
export { accountMailTransport, accountSenders } from './account-mail-transport';
