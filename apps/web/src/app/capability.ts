// What a web feature contributes to the shell: its pages, navigation entries, operator tools and texts (kernel types).
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import type { Session } from './bootstrap.ts';
import type { Language } from './constants.ts';
import type { PagePrefetch } from './data/page-data.ts';
import type { CoreCatalog } from './i18n/ja.ts';

/** A page's code, loaded on navigation: its component and, when it has one, its loader (e.g. a 404 for bad params). */
export interface LoadedPage {
  Component: ComponentType;
  loader?: LoaderFunction;
}

/**
 * A page a feature serves. `pattern` is the page's entry in WEB_ROUTES (packages/contract/src/routes.ts), which alone
 * holds its access (and so its layout), theme and title. A page is either loaded with its route (`page`) or, for the
 * landing page only, in the app chunk (`Component`).
 */
/**
 * A public page the server renders for signed-out visitors (crawlers, first visits): the reads it needs, from the
 * address's parameters, the language and the query. The server reads them, renders the page with them and sends both.
 */
export type PagePrefetcher = (
  params: Readonly<Record<string, string | undefined>>,
  language: Language,
  search: URLSearchParams,
) => readonly PagePrefetch[];

export type PageRoute = (
  | { pattern: string; page: () => Promise<LoadedPage>; Component?: never }
  | { pattern: string; Component: ComponentType; page?: never }
) & {
  /** The page's reads when the server renders it; loaded only there (it names contract endpoints: no app weight). */
  reads?: () => Promise<PagePrefetcher>;
};

/** An item of the dashboard's side navigation; the shell sorts every feature's items by `order`. */
export interface DashboardNavEntry {
  order: number;
  to: string;
  /** A key of the core catalog (its texts are in the app chunk). */
  labelKey: `dashboard.nav.${keyof CoreCatalog['dashboard']['nav'] & string}`;
  /** Loaded with the dashboard layout, so that the landing page does not carry the navigation's icons. */
  icon: () => Promise<{ default: ComponentType }>;
  /** Only the address itself, not the pages below it (the dashboard home). */
  end?: boolean;
  /** Other address prefixes that belong to this item. */
  also?: readonly string[];
  /** Whether the item is shown to this session (default: always). */
  visible?: (session: Session | undefined) => boolean;
  /** A count shown beside the label (unread messages). */
  badge?: (session: Session | undefined) => number;
}

/** A link of the public header and footer; sorted by `order`. */
export interface PublicNavEntry {
  order: number;
  to: string;
  labelKey: `nav.${keyof CoreCatalog['nav'] & string}`;
}

/** A feature's texts: one top-level key of the catalog, loaded per language when one of its pages is opened. */
export interface CatalogLoaders<N extends string = string, T = Record<string, unknown>> {
  /** The top-level catalog key its texts live under (`t('<namespace>.…')`). */
  namespace: N;
  ja: () => Promise<T>;
  en: () => Promise<T>;
}

/** The tabs of the operators' console (/admin), in their order; `?section=` names one. */
export const ADMIN_SECTIONS = [
  'review',
  'revenue',
  'payments',
  'accounts',
  'messages',
  'content',
  'playlists',
  'settings',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/**
 * A tool a feature puts on a tab of the operators' console: its code (and its feature's texts) load the first time the
 * tab is shown. The console shows a tab's tools sorted by `order`.
 */
export interface AdminSectionEntry {
  section: AdminSection;
  order: number;
  /** The component's export name (a React key, and what tests read). */
  name: string;
  load: () => Promise<ComponentType>;
  /** Other features whose texts the tool shows (its own feature's texts load with it). */
  uses?: readonly string[];
}

/**
 * Something a feature shows around every page of the signed-in dashboard: a banner above the page or a dialog. Its
 * code (and its feature's texts) load only for sessions it is `visible` to; the shell shows them sorted by `order`.
 */
export interface DashboardInsertEntry {
  order: number;
  /** The component's export name (a React key). */
  name: string;
  load: () => Promise<ComponentType>;
  visible?: (session: Session | undefined) => boolean;
}

export interface Capability {
  /** The feature's folder name (apps/web/src/features/<name>). */
  name: string;
  routes?: readonly PageRoute[];
  dashboardNav?: readonly DashboardNavEntry[];
  publicNav?: readonly PublicNavEntry[];
  /** Its tools on the operators' console (/admin). */
  adminSections?: readonly AdminSectionEntry[];
  /** What it shows around every dashboard page (banners, dialogs). */
  dashboardInserts?: readonly DashboardInsertEntry[];
  catalogs?: CatalogLoaders;
  /** Other features whose texts this feature's pages show (their components render inside these pages). */
  uses?: readonly string[];
}

/** A page's reads for the server's renderer, from a module of the feature loaded only when rendering. */
export function lazyReads<K extends string>(
  load: () => Promise<Record<K, PagePrefetcher>>,
  name: K,
): () => Promise<PagePrefetcher> {
  return async () => (await load())[name];
}

/** Loads a module and hands its named component to the router (a page of the feature). */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): () => Promise<LoadedPage> {
  return async () => ({ Component: (await load())[name] });
}

/** A tool of the operators' console: the tab it goes on, its place there, and the module it loads with the tab. */
export function adminSection<K extends string>(
  section: AdminSection,
  order: number,
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  uses?: readonly string[],
): AdminSectionEntry {
  return { section, order, name, load: async () => (await load())[name], ...(uses ? { uses } : {}) };
}

/** A banner or dialog of the dashboard: its place, the module it loads, and which sessions get it. */
export function dashboardInsert<K extends string>(
  order: number,
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  visible?: (session: Session | undefined) => boolean,
): DashboardInsertEntry {
  return { order, name, load: async () => (await load())[name], ...(visible ? { visible } : {}) };
}

/**
 * A feature's texts, typed: the shell's catalog type (typed t()) is read from the capabilities declared with it
 * (`export const xCapability = { …, catalogs: featureTexts(…) } satisfies Capability`).
 */
export function featureTexts<const N extends string, T>(
  namespace: N,
  ja: () => Promise<T>,
  en: () => Promise<T>,
): CatalogLoaders<N, T> {
  return { namespace, ja, en };
}
