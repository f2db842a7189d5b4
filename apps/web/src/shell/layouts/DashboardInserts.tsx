// The banners and dialogs features put around every dashboard page (dashboardInserts), each loaded with its
// feature's texts the first time a session it is for opens the dashboard.
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import type { Capability, DashboardInsertEntry } from '../../app/capability.ts';
import { loadCatalogs } from '../../app/i18n/i18n.ts';
import { useSession } from '../../app/session/use-session.ts';
import { CAPABILITIES as LIST } from '../features.ts';

const CAPABILITIES: readonly Capability[] = LIST;

interface Insert {
  key: string;
  entry: DashboardInsertEntry;
  Component: LazyExoticComponent<ComponentType>;
}

const INSERTS: readonly Insert[] = CAPABILITIES.flatMap((capability) =>
  (capability.dashboardInserts ?? []).map((entry) => ({
    key: `${capability.name}.${entry.name}`,
    entry,
    Component: lazy(async () => {
      const [loaded] = await Promise.all([entry.load(), loadCatalogs([capability.name])]);
      return { default: loaded };
    }),
  })),
).sort((a, b) => a.entry.order - b.entry.order);

export function DashboardInserts() {
  const { session } = useSession();
  return INSERTS.filter(({ entry }) => entry.visible?.(session) ?? true).map(({ key, Component }) => (
    // Each on its own: one still loading does not hold back the others (or the page).
    <Suspense key={key} fallback={null}>
      <Component />
    </Suspense>
  ));
}
