import { SplitFeatureOverview } from '../features/splits/SplitFeatureOverview.tsx';

/** /split: the public page explaining revenue splits. */
export function SplitFeaturePage() {
  return <SplitFeatureOverview />;
}
