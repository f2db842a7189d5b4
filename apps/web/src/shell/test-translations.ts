// For tests: translation functions over the real catalogs (core and every feature's texts), in ja and en.
import i18next from 'i18next';
import { en } from '../app/i18n/en.ts';
import { ja } from '../app/i18n/ja.ts';
import { loadFeatureCatalogs } from './feature-catalogs.ts';

const [featuresJa, featuresEn] = await Promise.all([loadFeatureCatalogs('ja'), loadFeatureCatalogs('en')]);

const i18n = i18next.createInstance();
await i18n.init({
  resources: { ja: { translation: { ...ja, ...featuresJa } }, en: { translation: { ...en, ...featuresEn } } },
  lng: 'ja',
  interpolation: { escapeValue: false },
});

export const tJa = i18n.getFixedT('ja');
export const tEn = i18n.getFixedT('en');
