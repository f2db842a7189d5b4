import { matchWebRoute, WEB_ROUTES } from '@otodoke/contract';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { readSeller, readSupportEmail } from '../../app/bootstrap.ts';
import { en } from '../../app/i18n/en.ts';
import { ja } from '../../app/i18n/ja.ts';
import { LEGAL_PATHS, type LegalPage } from '../../app/routing/paths.ts';
import { loadFeatureCatalogs } from '../../shell/feature-catalogs.ts';
import { legalCapability } from './capability.ts';
import {
  LEGAL_DOCUMENT_KIND,
  LEGAL_EFFECTIVE_DATES,
  type LegalArticles,
  type LegalFacts,
  legalPageOfPath,
  RELATED_LEGAL_PAGES,
  splitLinks,
} from './legal-documents.ts';

const PAGES = Object.keys(LEGAL_PATHS) as LegalPage[];
const [featuresJa, featuresEn] = await Promise.all([loadFeatureCatalogs('ja'), loadFeatureCatalogs('en')]);

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(texts);
}

async function translator(language: 'ja' | 'en') {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: {
      ja: { translation: { ...ja, ...featuresJa } },
      en: { translation: { ...en, ...featuresEn } },
    },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe('legal pages: paths', () => {
  it('knows each legal path, with or without a trailing slash, and no other', () => {
    for (const page of PAGES) {
      expect(legalPageOfPath(LEGAL_PATHS[page])).toBe(page);
      expect(legalPageOfPath(`${LEGAL_PATHS[page]}/`)).toBe(page);
    }
    expect(legalPageOfPath('/terms/nonexistent')).toBeUndefined();
    expect(legalPageOfPath('/terms')).toBeUndefined();
    expect(legalPageOfPath('/privacy/extra')).toBeUndefined();
  });

  it('is a public page of the server for each legal path, and 404 for an unknown terms name', () => {
    for (const page of PAGES) {
      const matched = matchWebRoute(LEGAL_PATHS[page]);
      expect(matched?.route.access, page).toBe('public');
      expect(
        (legalCapability.routes ?? []).some((route) => route.pattern === LEGAL_PATHS[page]),
        page,
      ).toBe(true);
    }
    expect(matchWebRoute('/terms/nonexistent')).toBeNull();
    expect(matchWebRoute('/terms')).toBeNull();
  });

  it('gives every legal page a kind, an effective date and a place in the related list', () => {
    for (const page of PAGES) {
      expect(LEGAL_DOCUMENT_KIND[page], page).toBeDefined();
      expect(LEGAL_EFFECTIVE_DATES[page], page).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect([...RELATED_LEGAL_PAGES].sort()).toEqual([...PAGES].sort());
  });
});

describe('legal pages: links inside texts', () => {
  it('turns [text](/path) into a link and keeps the text around it', () => {
    expect(splitLinks('お読みください：[プライバシーポリシー](/privacy)に従います。')).toEqual([
      { text: 'お読みください：' },
      { text: 'プライバシーポリシー', to: '/privacy' },
      { text: 'に従います。' },
    ]);
    expect(splitLinks('[A](/a) and [B](/b)')).toEqual([
      { text: 'A', to: '/a' },
      { text: ' and ' },
      { text: 'B', to: '/b' },
    ]);
    expect(splitLinks('no links')).toEqual([{ text: 'no links' }]);
  });

  it('links only to paths of this site', () => {
    expect(splitLinks('[x](https://evil.example)')).toEqual([{ text: '[x](https://evil.example)' }]);
    expect(splitLinks('[x](//evil.example)')).toEqual([{ text: '[x](//evil.example)' }]);
  });

  it('links only to pages that exist, in both languages', () => {
    for (const catalog of [featuresJa.legal, featuresEn.legal]) {
      for (const text of texts(catalog)) {
        for (const part of splitLinks(text)) {
          if ('to' in part) expect(matchWebRoute(part.to), `${part.to} in "${text}"`).not.toBeNull();
        }
      }
    }
  });
});

describe('legal pages: texts', () => {
  it('fills the seller, contact and fees into the disclosure and company sheets', async () => {
    const values = {
      sellerName: '音届け株式会社',
      sellerAddress: '東京都渋谷区神南1-1-1',
      invoiceNumber: 'T3010401099999',
      contact: 'support@otodoke.example',
      withdrawalFee: '330円',
    };
    for (const language of ['ja', 'en'] as const) {
      const t = await translator(language);
      for (const key of ['scta', 'company'] as const) {
        const sheet = t(`legal.documents.${key}`, { returnObjects: true, ...values }) as unknown as LegalFacts;
        const all = sheet.rows.flatMap((row) => row.value).join('\n');
        expect(all, `${language} ${key}`).toContain('音届け株式会社');
        expect(all, `${language} ${key}`).toContain('東京都渋谷区神南1-1-1');
        expect(all, `${language} ${key}`).toContain('T3010401099999');
        expect(all, `${language} ${key}`).toContain('support@otodoke.example');
        expect(all, `${language} ${key}`).not.toMatch(/\{\{/);
      }
      const scta = t('legal.documents.scta', { returnObjects: true, ...values }) as unknown as LegalFacts;
      expect(scta.rows.flatMap((row) => row.value).join('\n')).toContain('330円');
    }
  });

  it('writes the service terms with the articles the service needs, ending with the Tokyo District Court', async () => {
    const t = await translator('ja');
    const terms = t('legal.documents.terms', { returnObjects: true }) as unknown as LegalArticles;
    const titles = terms.sections.map((section) => section.title).join('\n');
    for (const topic of [
      '定義',
      'アカウント',
      '料金',
      '権利',
      '配信の停止',
      '収益',
      '禁止事項',
      '利用停止',
      '免責',
      '変更',
      '準拠法',
    ]) {
      expect(titles).toContain(topic);
    }
    expect(texts(terms.sections.at(-1)).join('')).toContain('東京地方裁判所');
    const scta = t('legal.documents.scta', { returnObjects: true }) as unknown as LegalFacts;
    expect(scta.rows.map((row) => row.term)).toEqual(
      expect.arrayContaining(['販売事業者', '所在地', '電話番号', '販売価格', 'お支払い方法', 'キャンセル・返金']),
    );
  });

  it('serves each page with its WEB_ROUTES title, and names the terms and privacy links in the sign-up consent', () => {
    // The page's title is its WEB_ROUTES entry's alone (the shell reads it there); this feature serves the page.
    for (const route of WEB_ROUTES.filter((each) => legalPageOfPath(each.pattern))) {
      expect(route.title.ja, route.pattern).not.toBe('');
      expect(route.title.en, route.pattern).not.toBe('');
      expect(
        (legalCapability.routes ?? []).some((each) => each.pattern === route.pattern),
        route.pattern,
      ).toBe(true);
    }
    for (const catalog of [ja, en]) {
      expect(catalog.auth.signUp.agree).toMatch(/<terms>.+<\/terms>.*<privacy>.+<\/privacy>/);
    }
  });
});

describe('legal pages: seller details from the page bootstrap', () => {
  const global = globalThis as { window?: unknown };
  afterEach(() => {
    delete global.window;
  });

  it('reads the seller and the support address the server renders into the page', () => {
    global.window = {
      __OTODOKE_BOOTSTRAP__: {
        seller: {
          name: '音届け株式会社',
          address: '東京都渋谷区神南1-1-1',
          invoice_registration_number: 'T3010401099999',
        },
        support_email: 'help@otodoke.example',
      },
    };
    expect(readSeller()).toEqual({
      name: '音届け株式会社',
      address: '東京都渋谷区神南1-1-1',
      invoiceRegistrationNumber: 'T3010401099999',
    });
    expect(readSupportEmail()).toBe('help@otodoke.example');
  });

  it('has neither when the page carries none (the pages then say "disclosed on request" and "being prepared")', () => {
    global.window = { __OTODOKE_BOOTSTRAP__: { seller: { name: 'x' }, support_email: null } };
    expect(readSeller()).toBeNull();
    expect(readSupportEmail()).toBeNull();
    delete global.window;
    expect(readSeller()).toBeNull();
  });
});
