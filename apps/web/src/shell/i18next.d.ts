// The catalog's type for typed t(): the kernel's core texts and every feature's, as its capability declares them.
import 'i18next';
import type { CoreCatalog } from '../app/i18n/ja.ts';
import type { FeatureCatalogs } from './feature-catalogs.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: CoreCatalog & FeatureCatalogs };
  }
}
