// Switching the interface language: i18next, <html lang>, Accept-Language, this browser and the server cookie.
import { callApi } from '../api-client.ts';
import type { Language } from '../constants.ts';
import { requestContext } from '../request-context.ts';
import { i18n, loadCatalog } from './i18n.ts';
import { storeLanguage } from './language.ts';

/** Applies a language to the page without remembering it (first render). */
export async function applyLanguage(language: Language): Promise<void> {
  await loadCatalog(language);
  requestContext.setLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** The visitor chose a language: apply it and remember it here and on the server (cookie, and the individual). */
export async function chooseLanguage(language: Language): Promise<void> {
  await applyLanguage(language);
  storeLanguage(language);
  // The contract module (with zod) is loaded on demand so that it stays out of the landing page bundle.
  const { setLanguage } = await import('@otodoke/contract');
  await callApi(setLanguage, { body: { language } });
}
