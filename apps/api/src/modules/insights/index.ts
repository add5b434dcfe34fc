// What other modules use of the insights module: the stat cards' figures (the insights digest
// reports them, decision 0047).
export { countAudienceVisitors } from './count-audience-visitors';
export { countPageImpressions } from './count-page-impressions';
export { countVotes } from './count-votes';
