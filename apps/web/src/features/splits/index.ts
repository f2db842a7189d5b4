// Public face of the splits feature for the shell: where its pages are (the pages load with their routes).

export { isSplitAvailable } from './split-access.ts';
export { SPLIT_PATHS } from './split-paths.ts';
