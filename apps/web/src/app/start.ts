// Everything that must be settled before the first render: session bootstrap, request headers, language.
import { readBootstrapSession } from './bootstrap.ts';
import { applyLanguage, chooseLanguage } from './i18n/change-language.ts';
import { initI18n } from './i18n/i18n.ts';
import { readStoredLanguage, resolveInitialLanguage } from './i18n/language.ts';
import { parseAcid, requestContext } from './request-context.ts';

export async function prepareApp(): Promise<void> {
  const session = readBootstrapSession();
  requestContext.setCsrfToken(session?.csrfToken ?? null);
  // A page opened with ?_acid= works for that account from its first request on (spec 7).
  const acidInAddress = parseAcid(new URLSearchParams(window.location.search).get('_acid'));
  requestContext.setAcid(acidInAddress ?? session?.acid ?? null);

  const { language, fromQuery } = resolveInitialLanguage({
    search: window.location.search,
    bootstrapLanguage: session?.language,
    storedLanguage: readStoredLanguage(),
  });
  initI18n(language);
  await applyLanguage(language);
  // ?lang= is a choice: remember it, unless the server already rendered the page in that language.
  if (fromQuery && session?.language !== language) chooseLanguage(language).catch(() => undefined);
}
