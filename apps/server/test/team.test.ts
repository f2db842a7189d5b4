// Team members of an account: invitations by mail, joining from the link, permissions, and the last manager rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFrom, linkFrom, PASSWORD, signIn, signUpVerified } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';

const LABEL_ID = 1;
const LABEL_NAME = 'Otodoke Demo Records';
const FORBIDDEN_JA = '操作を実行する権限が不足しています';

interface Me {
  acid: number | null;
  available_account_list: { id: number; name: string; is_account_manager: boolean }[];
  individual: { id: number; email: string; permissions: Record<string, string>; is_account_manager: boolean } | null;
}

let service: TestService;
let manager: TestClient;

/** The manager invites `email` and the invitation mail's token comes back. */
async function invite(email: string, permissions: Record<string, string>): Promise<{ id: number; token: string }> {
  const created = await manager.post<{ id: number; status_id: number }>('/api/v1/me/team/invites', {
    email,
    permissions,
  });
  expect(created.status).toBe(201);
  const mail = await service.inbox.waitFor(email, /チームに招待されました/);
  expect(mail.subject).toBe(`【音届け】${LABEL_NAME} のチームに招待されました`);
  const link = linkFrom(mail.text, /\/creators\?action=invite&token=/);
  return { id: created.body.id, token: link.searchParams.get('token')! };
}

function signUpWithInvite(client: TestClient, email: string, token: string) {
  return client.post('/api/v1/auth/signup', {
    email,
    password: PASSWORD,
    name: 'Invited Member',
    person_company_type: 'person',
    agree_terms: true,
    invite_token: token,
  });
}

async function individualId(client: TestClient): Promise<number> {
  return (await client.get<Me>('/api/v1/me')).body.individual!.id;
}

beforeAll(async () => {
  service = await startTestService({ seed: true });
  manager = service.client('ja');
  await signIn(service, manager, 'demo@otodoke.test', 'otodoke-demo');
  manager.acid = LABEL_ID;
});
afterAll(async () => {
  await service?.close();
});

describe('joining a team from an invitation', () => {
  const email = 'new.member@example.test';
  let member: TestClient;

  it('describes the invitation, then lets the invitee sign up from it without a verification mail', async () => {
    const { token } = await invite(email, { '8000': 'readonly' });
    const described = await service.client('ja').get(`/api/v1/invites/${token}`);
    expect(described.status).toBe(200);
    expect(described.body).toEqual({ account_name: LABEL_NAME, email, has_individual: false, status_id: 10 });

    member = service.client('ja');
    const signup = await signUpWithInvite(member, email, token);
    expect(signup.status).toBe(201);
    expect(signup.body).toEqual({ email, requires_verification: false });

    const first = await member.post<{ next_action: string; challenge_token: string }>('/api/v1/auth/signin', {
      email,
      password: PASSWORD,
    });
    expect(first.body.next_action).toBe('tfa');
    const codeMail = await service.inbox.waitFor(email, /ログイン確認コード/);
    const second = await member.post('/api/v1/auth/signin/code', {
      challenge_token: first.body.challenge_token,
      code: codeFrom(codeMail.text),
    });
    expect(second.body.next_action).toBeNull();
    expect(service.inbox.messages.filter((m) => m.to.includes(email) && /action=welcome/.test(m.text))).toEqual([]);

    const me = await member.get<Me>('/api/v1/me');
    expect(me.body.acid).toBe(LABEL_ID);
    expect(me.body.available_account_list).toEqual([
      { id: LABEL_ID, name: LABEL_NAME, person_company_type: 'company', is_account_manager: false },
    ]);
    expect(me.body.individual).toMatchObject({ is_account_manager: false, permissions: { '8000': 'readonly' } });
    expect((await manager.get(`/api/v1/invites/${token}`)).body.status_id).toBe(20);
  });

  it('lets a readonly member see the team but not change the account until made editable', async () => {
    const team = await member.get<{ members: { email: string; is_self: boolean }[]; invites: unknown[] }>(
      '/api/v1/me/team',
    );
    expect(team.status).toBe(200);
    expect(team.body.members.find((m) => m.is_self)?.email).toBe(email);
    expect(team.body.members.map((m) => m.email)).toContain('demo@otodoke.test');

    const refused = await member.patch('/api/v1/me/basic-info', { company_name: '招待メンバー株式会社' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN', message: FORBIDDEN_JA, status_code: 403 });

    const id = await individualId(member);
    const changed = await manager.patch(`/api/v1/me/team/members/${id}`, { permissions: { '8000': 'editable' } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ individual_id: id, permissions: { '8000': 'editable', '1000': 'none' } });

    const allowed = await member.patch('/api/v1/me/basic-info', { company_name: '招待メンバー株式会社' });
    expect(allowed.status).toBe(200);
    expect(allowed.body.company_name).toBe('招待メンバー株式会社');
  });

  it('takes the account away from a removed member at once', async () => {
    const id = await individualId(member);
    expect((await manager.delete(`/api/v1/me/team/members/${id}`)).status).toBe(200);
    const me = await member.get<Me>('/api/v1/me');
    expect(me.body).toMatchObject({ acid: null, available_account_list: [], user: null });
    expect((await member.get('/api/v1/me/basic-info')).status).toBe(403);
    member.acid = LABEL_ID; // a stale tab still naming the account
    expect((await member.get('/api/v1/me/team')).status).toBe(403);
  });

  it('refuses an invitation to someone who is already a member', async () => {
    for (const existing of ['staff@otodoke.test', 'DEMO@otodoke.test']) {
      const again = await manager.post('/api/v1/me/team/invites', { email: existing, permissions: {} });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'ALREADY_MEMBER', message: 'このメールアドレスの方は既にメンバーです' });
    }
  });
});

describe('account managers', () => {
  it('never lets the last manager be demoted or removed', async () => {
    const self = await individualId(manager);
    const demote = await manager.patch(`/api/v1/me/team/members/${self}`, { is_account_manager: false });
    expect(demote.status).toBe(409);
    expect(demote.body).toMatchObject({
      code: 'LAST_MANAGER',
      message: 'アカウント管理者が1人もいなくなるため、この操作はできません',
    });
    const remove = await manager.delete(`/api/v1/me/team/members/${self}`);
    expect(remove.status).toBe(409);
    expect(remove.body.code).toBe('LAST_MANAGER');
    expect((await manager.get<Me>('/api/v1/me')).body.individual?.is_account_manager).toBe(true);
  });

  it('lets a manager step down once someone else manages the account', async () => {
    const staff = service.client('en');
    await signIn(service, staff, 'staff@otodoke.test', 'otodoke-staff');
    const staffId = await individualId(staff);
    expect((await manager.patch(`/api/v1/me/team/members/${staffId}`, { is_account_manager: true })).status).toBe(200);
    expect((await staff.get<Me>('/api/v1/me')).body.individual?.is_account_manager).toBe(true);

    // Two managers now: staff may hand the role back, after which demo is the last one again.
    const back = await staff.patch(`/api/v1/me/team/members/${staffId}`, { is_account_manager: false });
    expect(back.status).toBe(200);
    expect((await staff.get<Me>('/api/v1/me')).body.individual?.is_account_manager).toBe(false);
  });
});

describe('withdrawn invitations', () => {
  it('makes a revoked invitation link unusable', async () => {
    const email = 'revoked@example.test';
    const { id, token } = await invite(email, {});
    expect(
      (await manager.get<{ invites: { id: number }[] }>('/api/v1/me/team')).body.invites.map((i) => i.id),
    ).toContain(id);

    manager.acid = 2; // the manager's own person account cannot withdraw the label's invitation
    expect((await manager.delete(`/api/v1/me/team/invites/${id}`)).status).toBe(404);
    manager.acid = LABEL_ID;
    expect((await manager.delete(`/api/v1/me/team/invites/${id}`)).status).toBe(200);
    expect(
      (await manager.get<{ invites: { id: number }[] }>('/api/v1/me/team')).body.invites.map((i) => i.id),
    ).not.toContain(id);
    expect((await service.client('ja').get(`/api/v1/invites/${token}`)).body.status_id).toBe(50);

    const signup = await signUpWithInvite(service.client('ja'), email, token);
    expect(signup.status).toBe(400);
    expect(signup.body).toMatchObject({ code: 'TOKEN_INVALID', message: 'このリンクは無効か、有効期限が切れています' });
    expect((await manager.delete(`/api/v1/me/team/invites/${id}`)).status).toBe(404);
  });

  it('replaces a pending invitation when the same address is invited again', async () => {
    const email = 'twice-invited@example.test';
    const first = await invite(email, {});
    const second = await invite(email, { '1000': 'editable' });
    expect((await service.client('ja').get(`/api/v1/invites/${first.token}`)).body.status_id).toBe(50);
    expect((await signUpWithInvite(service.client('ja'), email, first.token)).status).toBe(400);
    expect((await signUpWithInvite(service.client('ja'), email, second.token)).status).toBe(201);
  });
});

describe('accepting as an existing individual', () => {
  it('joins the signed-in invitee and refuses anyone signed in with another address', async () => {
    const email = 'existing.artist@example.test';
    const invitee = service.client('ja');
    await signUpVerified(service, invitee, { email, name: 'Existing Artist' });
    await signIn(service, invitee, email);
    const other = service.client('ja');
    await signUpVerified(service, other, { email: 'someone.else@example.test' });
    await signIn(service, other, 'someone.else@example.test');

    const { token } = await invite(email, { '1000': 'editable' });
    expect((await invitee.get(`/api/v1/invites/${token}`)).body).toMatchObject({ email, has_individual: true });

    const mismatch = await other.post(`/api/v1/invites/${token}/accept`);
    expect(mismatch.status).toBe(403);
    expect(mismatch.body).toMatchObject({
      code: 'INVITE_EMAIL_MISMATCH',
      message: '招待されたメールアドレスでログインしてください',
    });
    expect((await other.get<Me>('/api/v1/me')).body.available_account_list.map((a) => a.id)).not.toContain(LABEL_ID);

    const accepted = await invitee.post(`/api/v1/invites/${token}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ acid: LABEL_ID });
    const me = await invitee.get<Me>('/api/v1/me');
    expect(me.body.acid).toBe(LABEL_ID);
    expect(me.body.available_account_list.map((a) => a.name)).toEqual([LABEL_NAME, 'Existing Artist']);
    expect(me.body.individual?.permissions['1000']).toBe('editable');

    expect((await invitee.post(`/api/v1/invites/${token}/accept`)).status).toBe(400);
  });
});

describe('the plan limit', () => {
  it('refuses to invite or add a member beyond the plan, and says how to make room', async () => {
    const { members } = (await manager.get<{ members: { used: number; limit: number } }>('/api/v2/me/plans/summary'))
      .body;
    const setRoom = (extra: number) =>
      service.database.sql.query('update plan_terms set extra_members = $1 where account_id = $2', [
        members.used - members.limit + extra,
        LABEL_ID,
      ]);
    // A pending invitation issued while there was room cannot be accepted once the team is full.
    await setRoom(1);
    const email = 'one-too-many@example.test';
    const { token } = await invite(email, {});
    const joiner = service.client('ja');
    await signUpVerified(service, joiner, { email });
    await signIn(service, joiner, email);
    await setRoom(0);
    try {
      const refused = await manager.post<{ code: string; message: string }>('/api/v1/me/team/invites', {
        email: 'another@example.test',
        permissions: {},
      });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'PLAN_LIMIT_MEMBERS',
        message:
          'ご利用中のプランで追加できるチームメンバー数の上限に達しています。プランの変更かメンバー枠の追加をご検討ください',
      });
      const accepted = await joiner.post<{ code: string }>(`/api/v1/invites/${token}/accept`);
      expect(accepted.status).toBe(409);
      expect(accepted.body.code).toBe('PLAN_LIMIT_MEMBERS');
    } finally {
      await service.database.sql.query('update plan_terms set extra_members = 0 where account_id = $1', [LABEL_ID]);
    }
  });
});

describe('counting the team', () => {
  it('counts against the plan exactly the members the team list shows as not managing the account', async () => {
    const team = await manager.get<{ members: { is_account_manager: boolean }[] }>('/api/v1/me/team');
    const plan = await manager.get<{ members: { used: number } }>('/api/v2/me/plans/summary');
    expect(team.status).toBe(200);
    expect(plan.status).toBe(200);
    const managers = team.body.members.filter((member) => member.is_account_manager).length;
    expect(managers).toBeGreaterThan(0);
    expect(plan.body.members.used).toBe(team.body.members.length - managers);
  });
});
