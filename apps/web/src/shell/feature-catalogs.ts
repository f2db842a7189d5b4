// The feature catalogs' type (for typed t(), i18next.d.ts), and every feature's texts at once for tests.
import type { Language } from '../app/constants.ts';
import { CAPABILITIES } from './features.ts';

type WithTexts = Extract<(typeof CAPABILITIES)[number], { catalogs: unknown }>;

/** `{ <namespace>: <the feature's Japanese texts> }` for every capability with texts (the catalog's type). */
export type FeatureCatalogs = {
  [C in WithTexts as C['catalogs']['namespace']]: Awaited<ReturnType<C['catalogs']['ja']>>;
};

/** The feature catalogs of a language, each under its namespace (as i18n holds them once their pages loaded). */
export async function loadFeatureCatalogs(language: Language): Promise<FeatureCatalogs> {
  const entries = await Promise.all(
    CAPABILITIES.flatMap((capability) =>
      'catalogs' in capability
        ? [capability.catalogs[language]().then((texts) => [capability.catalogs.namespace, texts] as const)]
        : [],
    ),
  );
  return Object.fromEntries(entries) as FeatureCatalogs;
}
