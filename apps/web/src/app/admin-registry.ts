// The operators' console's tools by tab, as the features contribute them: the shell registers the capabilities at the
// start and the console reads each tab's tools here (the kernel holds the list, so no feature imports another).
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { ADMIN_SECTIONS, type AdminSection, type AdminSectionEntry, type Capability } from './capability.ts';
import { loadCatalogs } from './i18n/i18n.ts';

/** A tool on a tab of the console: its feature, and its component, loaded with its texts on first show. */
export interface AdminTool {
  owner: string;
  name: string;
  order: number;
  Component: LazyExoticComponent<ComponentType>;
}

/** The features whose texts a tool shows: its own and those it declares it uses. */
export function adminToolCatalogs(owner: string, entry: AdminSectionEntry): string[] {
  return [owner, ...(entry.uses ?? [])];
}

/** Each tab's entries with their feature, sorted by order (ties: in the order of the capability list). */
export function adminEntriesBySection(
  capabilities: readonly Capability[],
): Record<AdminSection, Array<{ owner: string; entry: AdminSectionEntry }>> {
  const all = capabilities.flatMap((capability) =>
    (capability.adminSections ?? []).map((entry) => ({ owner: capability.name, entry })),
  );
  return Object.fromEntries(
    ADMIN_SECTIONS.map((section) => [
      section,
      all.filter((each) => each.entry.section === section).sort((a, b) => a.entry.order - b.entry.order),
    ]),
  ) as Record<AdminSection, Array<{ owner: string; entry: AdminSectionEntry }>>;
}

let tools: ReadonlyMap<AdminSection, readonly AdminTool[]> | undefined;

/** A tool of the console, its code and its texts loaded together on first show (it never shows a key). */
function toolOf(owner: string, entry: AdminSectionEntry): AdminTool {
  const Component = lazy(async () => {
    const [loaded] = await Promise.all([entry.load(), loadCatalogs(adminToolCatalogs(owner, entry))]);
    return { default: loaded };
  });
  return { owner, name: entry.name, order: entry.order, Component };
}

/** Makes the capabilities' console tools known (the shell calls it once, before the first render). */
export function registerAdminSections(capabilities: readonly Capability[]): void {
  const bySection = adminEntriesBySection(capabilities);
  tools = new Map(
    ADMIN_SECTIONS.map((section) => [section, bySection[section].map(({ owner, entry }) => toolOf(owner, entry))]),
  );
}

/** The tools of a tab of the console, in order (none before the shell registered them). */
export function adminToolsOf(section: AdminSection): readonly AdminTool[] {
  return tools?.get(section) ?? [];
}
