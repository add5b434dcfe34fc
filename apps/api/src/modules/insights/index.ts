// What other modules use of the insights module: the stat cards' figures (the insights digest
// reports them, decision 0047), and the demo feeds the seed starts and a job continues (0075).
export { audienceVisitorsOf } from './audience-visitors';
export { countVotes } from './count-votes';
export { startDemoFeeds } from './demo-feeds';
export { registerDemoFeedJobs, scheduleDemoFeeds } from './demo-feeds-job';
export { pageImpressionsOf } from './page-impressions';
