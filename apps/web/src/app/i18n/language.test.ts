import { describe, expect, it } from 'vitest';
import { readLangParam, resolveInitialLanguage } from './language.ts';

describe('?lang= rule', () => {
  it('honours lang only for a supported language', () => {
    expect(readLangParam('?lang=en')).toBe('en');
    expect(readLangParam('?lang=ja&x=1')).toBe('ja');
    expect(readLangParam('?lang=fr')).toBeNull();
    expect(readLangParam('?lang=EN')).toBeNull();
    expect(readLangParam('?lang=')).toBeNull();
    expect(readLangParam('')).toBeNull();
  });

  it('prefers a valid ?lang= over the bootstrap and the stored choice', () => {
    expect(resolveInitialLanguage({ search: '?lang=en', bootstrapLanguage: 'ja', storedLanguage: 'ja' })).toEqual({
      language: 'en',
      fromQuery: true,
    });
  });

  it('ignores an unsupported ?lang= and falls back to the bootstrap language', () => {
    expect(resolveInitialLanguage({ search: '?lang=de', bootstrapLanguage: 'en', storedLanguage: 'ja' })).toEqual({
      language: 'en',
      fromQuery: false,
    });
  });

  it('uses the stored choice without a bootstrap, and ja by default', () => {
    expect(resolveInitialLanguage({ search: '', bootstrapLanguage: null, storedLanguage: 'en' }).language).toBe('en');
    expect(resolveInitialLanguage({ search: '', bootstrapLanguage: undefined, storedLanguage: 'xx' }).language).toBe(
      'ja',
    );
  });
});
