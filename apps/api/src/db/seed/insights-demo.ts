import { startDemoFeeds } from '../../modules/insights/index';
import type { Seeder } from './context';

/**
 * The DMP and Analytics figures of the demo (decision 0075), stored as those apps would report them
 * but marked as demo figures: every account holding DMP or Analytics gets its days up to now.
 */
export const seedInsightsDemo: Seeder = {
  name: 'insights demo figures',
  run: ({ db, now }) => startDemoFeeds(db, now),
};
