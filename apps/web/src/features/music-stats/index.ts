// Public face of the music statistics feature.
export { musicStatsCapability } from './capability.ts';
export { latestStatsYear, musicStatsPath } from './music-stats-view.ts';
