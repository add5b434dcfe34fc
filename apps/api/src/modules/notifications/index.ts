// What other modules use of the notifications module: its one public surface (DESIGN.md §3).
export { notificationActive } from './notification-active';
