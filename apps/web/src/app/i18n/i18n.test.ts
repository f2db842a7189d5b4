import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { ja } from './ja.ts';

function flattenKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, item]) => flattenKeys(item, prefix ? `${prefix}.${key}` : key));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();
}

function lookup(catalog: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);
}

describe('i18n catalogs', () => {
  const jaKeys = flattenKeys(ja).sort();
  const enKeys = flattenKeys(en).sort();

  it('ja and en have exactly the same keys', () => {
    expect(enKeys).toEqual(jaKeys);
  });

  it('every entry is a non-empty string in both languages', () => {
    for (const key of jaKeys) {
      expect(typeof lookup(ja, key), key).toBe('string');
      expect(String(lookup(ja, key)).trim(), key).not.toBe('');
      expect(String(lookup(en, key)).trim(), key).not.toBe('');
    }
  });

  it('uses the same interpolation placeholders in both languages', () => {
    for (const key of jaKeys) {
      expect(placeholders(String(lookup(en, key))), key).toEqual(placeholders(String(lookup(ja, key))));
    }
  });

  it('keeps the spec defaults of the confirmation dialog', () => {
    expect(ja.global.confirmTitle).toBe('確認');
    expect(ja.global.confirmText).toBe('本当に実行しますか？');
    expect(en.global.confirmTitle).toBe('Confirm');
    expect(en.global.confirmText).toBe('Are you sure?');
  });
});
