// What other modules use of the account module: its one public surface (DESIGN.md §3).
export { getAccount } from './get-account';
