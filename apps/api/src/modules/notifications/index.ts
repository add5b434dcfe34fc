// What other modules use of the notifications module: its one public surface (DESIGN.md §3).
export { getNotificationSettings } from './get-notification-settings';
export { registerInsightsDigestJobs, scheduleInsightsDigests } from './insights-digest/insights-digest-job';
export { notificationActive } from './notification-active';
