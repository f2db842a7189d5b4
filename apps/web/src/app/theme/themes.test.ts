import { describe, expect, it } from 'vitest';
import { getTheme } from './themes.ts';

/** The default props MUI's locale gives a component, as the theme carries them. */
function defaultsOf(theme: ReturnType<typeof getTheme>, component: string): Record<string, unknown> {
  const components = theme.components as Record<string, { defaultProps?: Record<string, unknown> }> | undefined;
  return components?.[component]?.defaultProps ?? {};
}

describe('the words MUI components say themselves', () => {
  it('are Japanese on Japanese pages: the artist picker is not announced as "Clear" and "Open"', () => {
    const autocomplete = defaultsOf(getTheme('creatorsDashboard', 'ja'), 'MuiAutocomplete');
    expect(autocomplete).toMatchObject({ clearText: 'クリア', openText: '開く', closeText: '閉じる' });
    expect(autocomplete.noOptionsText).toBeTruthy();
    expect(autocomplete.loadingText).toBeTruthy();
    expect(autocomplete.noOptionsText).not.toBe('No options');
    expect(autocomplete.loadingText).not.toBe('Loading…');
    expect(defaultsOf(getTheme('light', 'ja'), 'MuiTablePagination').labelRowsPerPage).not.toBe('Rows per page:');
  });

  it('are English on English pages, and each language keeps its own theme', () => {
    // MUI's own words are English: the English locale leaves them as they are.
    const autocomplete = defaultsOf(getTheme('creatorsDashboard', 'en'), 'MuiAutocomplete');
    expect(autocomplete.clearText ?? 'Clear').toBe('Clear');
    expect(autocomplete.openText ?? 'Open').toBe('Open');
    expect(getTheme('light', 'ja')).toBe(getTheme('light', 'ja'));
    expect(getTheme('light', 'ja')).not.toBe(getTheme('light', 'en'));
    expect(getTheme('light').palette.primary.main).toBe(getTheme('light', 'en').palette.primary.main);
  });
});
