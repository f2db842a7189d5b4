import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../app/i18n/change-language.ts';
import { i18n, initI18n, loadCatalogs, registerCapabilityCatalogs } from '../../app/i18n/i18n.ts';
import { revenueCapability } from './capability.ts';

beforeAll(async () => {
  initI18n('ja');
  registerCapabilityCatalogs([revenueCapability]);
  await loadCatalogs(['revenue'], 'ja');
  await applyLanguage('en');
});
afterAll(async () => {
  await applyLanguage('ja');
});

describe('the statement’s counts in words', () => {
  it('says "1 line" and "2 lines", "1 unit" and "1,300 units" in English, 件 in Japanese', async () => {
    expect(i18n.t('revenue.financial.lines.lineCount', { count: 1 })).toBe('1 line');
    expect(i18n.t('revenue.financial.lines.lineCount', { count: 2 })).toBe('2 lines');
    expect(i18n.t('revenue.financial.lines.quantity', { count: 1, quantity: '1' })).toBe('1 unit');
    expect(i18n.t('revenue.financial.lines.quantity', { count: 1300, quantity: '1,300' })).toBe('1,300 units');
    await applyLanguage('ja');
    expect(i18n.t('revenue.financial.lines.lineCount', { count: 1 })).toBe('明細 1件');
    expect(i18n.t('revenue.balance.kinds.withdrawal_rejected')).toBe('出金の差し戻し');
  });
});
