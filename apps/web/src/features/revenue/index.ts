// Public face of the revenue feature for the shell: where its pages are (the pages load with their routes).

export { REVENUE_PATHS } from './revenue-paths.ts';
