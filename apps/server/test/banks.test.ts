// Bank and branch look-ups for the payout form: signed-in people search the Zengin list by code, name or kana.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';

const LABEL_ID = 1;

interface Item {
  code: string;
  name: string;
  kana: string;
}
interface Items {
  items: Item[];
}
interface ErrorBody {
  code: string;
  message: string;
  status_code: number;
  details: { fields?: Record<string, string> };
}

let service: TestService;
let demo: TestClient;

beforeAll(async () => {
  service = await startTestService({ seed: true });
  demo = service.client('ja');
  await signIn(service, demo, 'demo@otodoke.test', 'otodoke-demo');
  demo.acid = LABEL_ID;
});
afterAll(async () => {
  await service?.close();
});

describe('looking up banks', () => {
  it('asks a signed-out visitor to sign in', async () => {
    const anonymous = service.client('ja');
    for (const url of ['/api/v2/banks?q=みずほ', '/api/v2/banks/0001/branches']) {
      const response = await anonymous.get<ErrorBody>(url);
      expect(response.status, url).toBe(401);
      expect(response.body).toMatchObject({ code: 'NOT_SIGNED_IN', message: 'ログインしてください' });
    }
  });

  it('finds みずほ by hiragana, half-width katakana and code, with its code, name and kana', async () => {
    for (const q of ['みずほ', 'ﾐｽﾞﾎ', '0001']) {
      const response = await demo.get<Items>(`/api/v2/banks?q=${encodeURIComponent(q)}&limit=5`);
      expect(response.status, q).toBe(200);
      expect(response.body.items[0], q).toEqual({ code: '0001', name: 'みずほ', kana: 'ミズホ' });
    }
  });

  it('lists the major banks first when nothing is typed, up to the limit', async () => {
    const response = await demo.get<Items>('/api/v2/banks?limit=3');
    expect(response.status).toBe(200);
    expect(response.body.items.map((bank) => bank.name)).toEqual(['みずほ', '三菱ＵＦＪ', '三井住友']);
  });

  it('refuses a limit above what one answer holds', async () => {
    const response = await demo.get<ErrorBody>('/api/v2/banks?limit=500');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.body.details.fields ?? {})).toContain('limit');
  });
});

describe('looking up branches', () => {
  it('finds 東京営業部 of みずほ by its name in kana', async () => {
    const response = await demo.get<Items>(`/api/v2/banks/0001/branches?q=${encodeURIComponent('とうきょう')}`);
    expect(response.status).toBe(200);
    expect(response.body.items[0]).toEqual({ code: '001', name: '東京営業部', kana: 'トウキヨウ' });
  });

  it('lists the branches of ゆうちょ', async () => {
    const response = await demo.get<Items>('/api/v2/banks/9900/branches?q=018');
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual([{ code: '018', name: '〇一八', kana: 'ゼロイチハチ' }]);
  });

  it('refuses a bank code that is not 4 digits, naming the field', async () => {
    for (const code of ['1', '00001', 'abcd']) {
      const response = await demo.get<ErrorBody>(`/api/v2/banks/${code}/branches`);
      expect(response.status, code).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(response.body.details.fields ?? {}), code).toContain('bank_code');
    }
  });

  it('answers 404 for a bank code the list does not have, in the reader’s language', async () => {
    const response = await demo.get<ErrorBody>('/api/v2/banks/0002/branches');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'NOT_FOUND', message: '指定されたリソースは存在しません。' });
    const english = await demo.get<ErrorBody>('/api/v2/banks/0002/branches?lang=en');
    expect(english.body.message).toBe('The requested resource does not exist.');
  });
});
