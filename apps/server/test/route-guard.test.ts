// Walks the route table and proves every endpoint is guarded as its contract declares, before any validation runs.
import * as contracts from '@otodoke/contract';
import { buildPath, type EndpointContract, type PermissionLevel } from '@otodoke/contract';
import { PERMISSION_IDS } from '@otodoke/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredEndpoints } from '../src/platform/http/endpoint.ts';
import { linkFrom, PASSWORD, signIn, signUpVerified } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import type { TestClient, TestResponse } from './test-client.ts';

const FORBIDDEN_JA = '操作を実行する権限が不足しています';
const LIMITED_EMAIL = 'limited-member@example.test';

let service: TestService;
let endpoints: EndpointContract[];

/** One request a caller could make to the endpoint: path parameters filled, `{}` as body where one is expected. */
function call(client: TestClient, contract: EndpointContract): Promise<TestResponse> {
  const names = [...contract.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const url = buildPath(contract.path, Object.fromEntries(names.map((name) => [name, 1])));
  const hasBody = contract.method === 'POST' || contract.method === 'PUT' || contract.method === 'PATCH';
  return hasBody ? client.request(contract.method, url, {}) : client.request(contract.method, url);
}

function label(contract: EndpointContract): string {
  return `${contract.method} ${contract.path}`;
}

function withAccess(kind: EndpointContract['access']['kind']): EndpointContract[] {
  return endpoints.filter((contract) => contract.access.kind === kind);
}

function permissionOf(contract: EndpointContract): { id: number; level: PermissionLevel } | undefined {
  return contract.access.kind === 'account' ? contract.access.permission : undefined;
}

/** Everything editable except `id`, which is one level below what `level` asks for. */
function permissionsJustBelow(id: number, level: PermissionLevel): Record<string, string> {
  const below = level === 'editable' ? 'readonly' : 'none';
  return Object.fromEntries(PERMISSION_IDS.map((each) => [String(each), each === id ? below : 'editable']));
}

async function signedIn(email: string, password: string): Promise<TestClient> {
  const client = service.client('ja');
  await signIn(service, client, email, password);
  return client;
}

/** A member of the demo label who joined through the real invitation mail. */
async function invitedMember(manager: TestClient): Promise<{ client: TestClient; id: number }> {
  const invite = await manager.post('/api/v1/me/team/invites', { email: LIMITED_EMAIL, permissions: {} });
  expect(invite.status).toBe(201);
  const mail = await service.inbox.waitFor(LIMITED_EMAIL, /action=invite/);
  const token = linkFrom(mail.text, /action=invite/).searchParams.get('token');
  const client = service.client('ja');
  const signup = await client.post('/api/v1/auth/signup', {
    email: LIMITED_EMAIL,
    password: PASSWORD,
    name: 'Limited Member',
    person_company_type: 'person',
    agree_terms: true,
    invite_token: token,
  });
  expect(signup.status).toBe(201);
  await signIn(service, client, LIMITED_EMAIL);
  const me = await client.get<{ individual: { id: number } }>('/api/v1/me');
  return { client, id: me.body.individual.id };
}

beforeAll(async () => {
  service = await startTestService({ seed: true });
  endpoints = [...new Set(registeredEndpoints.map((entry) => entry.contract))];
});
afterAll(async () => {
  await service?.close();
});

describe('the route table', () => {
  it('registers every endpoint contract the contract package exports, once', () => {
    const exported = Object.entries(contracts).filter(
      ([, value]) =>
        typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value,
    );
    expect(exported.length).toBeGreaterThan(30);
    const registered = registeredEndpoints.map((entry) => label(entry.contract));
    for (const [name, contract] of exported) {
      expect(registered, `${name} is not registered`).toContain(label(contract as EndpointContract));
    }
    expect(new Set(registered).size).toBe(registered.length);
  });

  it('declares an access kind the guard knows for every endpoint', () => {
    for (const contract of endpoints) {
      expect(['public', 'session', 'account', 'admin'], label(contract)).toContain(contract.access.kind);
    }
    expect(withAccess('admin').length).toBeGreaterThan(0);
    expect(endpoints.filter((contract) => permissionOf(contract)).length).toBeGreaterThan(0);
  });
});

describe('signed out', () => {
  it('answers 401 NOT_SIGNED_IN on every non-public endpoint, before validating the input', async () => {
    const anonymous = service.client('ja');
    const guarded = endpoints.filter((contract) => contract.access.kind !== 'public');
    expect(guarded.length).toBeGreaterThan(15);
    for (const contract of guarded) {
      const response = await call(anonymous, contract);
      expect(response.status, label(contract)).toBe(401);
      expect(response.body, label(contract)).toMatchObject({
        code: 'NOT_SIGNED_IN',
        message: 'ログインしてください',
        status_code: 401,
      });
    }
  });
});

describe('signed in without the right', () => {
  let demo: TestClient;
  beforeAll(async () => {
    demo = await signedIn('demo@otodoke.test', 'otodoke-demo');
  });

  it('answers 403 FORBIDDEN on every admin endpoint to an account manager who is not an operator', async () => {
    for (const contract of withAccess('admin')) {
      const response = await call(demo, contract);
      expect(response.status, label(contract)).toBe(403);
      expect(response.body, label(contract)).toMatchObject({ code: 'FORBIDDEN', message: FORBIDDEN_JA });
    }
  });

  it('answers 403 on every account endpoint when the acid names an account the individual is not in', async () => {
    const stranger = service.client('ja');
    await signUpVerified(service, stranger, { email: 'stranger@example.test' });
    await signIn(service, stranger, 'stranger@example.test');
    const foreignAcid = (await stranger.get<{ acid: number }>('/api/v1/me')).body.acid;
    expect(foreignAcid).toBeGreaterThan(2);

    const intruder = await signedIn('demo@otodoke.test', 'otodoke-demo');
    intruder.acid = foreignAcid;
    for (const contract of withAccess('account')) {
      const response = await call(intruder, contract);
      expect(response.status, label(contract)).toBe(403);
      expect(response.body.code, label(contract)).toBe('FORBIDDEN');
    }
  });

  it('answers 403 on every manager-only endpoint to a member who does not manage the account', async () => {
    const staff = await signedIn('staff@otodoke.test', 'otodoke-staff');
    await staff.put('/api/v1/me/language', { language: 'ja' }); // staff chose English; this browser asks for ja
    const managerOnly = withAccess('account').filter(
      (contract) => contract.access.kind === 'account' && contract.access.managerOnly,
    );
    expect(managerOnly.length).toBeGreaterThanOrEqual(4);
    for (const contract of managerOnly) {
      const response = await call(staff, contract);
      expect(response.status, label(contract)).toBe(403);
      expect(response.body, label(contract)).toMatchObject({ code: 'FORBIDDEN', message: FORBIDDEN_JA });
    }
  });

  it('answers 403 on every permission endpoint one level below what it needs, and lets the level itself through', async () => {
    const member = await invitedMember(demo);
    const setPermissions = async (permissions: Record<string, string>) => {
      const changed = await demo.patch(`/api/v1/me/team/members/${member.id}`, { permissions });
      expect(changed.status).toBe(200);
    };
    for (const contract of endpoints) {
      const permission = permissionOf(contract);
      if (!permission) continue;
      await setPermissions(permissionsJustBelow(permission.id, permission.level));
      const refused = await call(member.client, contract);
      expect(refused.status, label(contract)).toBe(403);
      expect(refused.body, label(contract)).toMatchObject({ code: 'FORBIDDEN', message: FORBIDDEN_JA });

      await setPermissions({ [String(permission.id)]: permission.level });
      const allowed = await call(member.client, contract);
      expect(allowed.status, `${label(contract)} with ${permission.level}`).not.toBe(403);
    }
  });
});
