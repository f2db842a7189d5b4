// Texts the server writes (balance memos, store names) come in the interface language: ask again when it changes.
import { useEffect, useRef } from 'react';
import { useLanguage } from '../../app/i18n/use-language.ts';

export function useRefreshOnLanguage(refresh: () => unknown): void {
  const language = useLanguage();
  const shown = useRef(language);
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    void refresh();
  }, [language, refresh]);
}
