// What a person does, as reusable steps for API tests.
import { expect } from 'vitest';
import type { TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';

export const PASSWORD = 'correct-horse-battery';

export function linkFrom(text: string, pattern: RegExp): URL {
  const match = text.match(/https?:\/\/\S+/g)?.find((url) => pattern.test(url));
  if (!match) throw new Error(`no link matching ${pattern} in:\n${text}`);
  return new URL(match);
}

export function codeFrom(text: string): string {
  const match = /^\s*(\d{6})\s*$/m.exec(text);
  if (!match) throw new Error(`no code in:\n${text}`);
  return match[1]!;
}

/** Signs up a person account and confirms the address from the mail. */
export async function signUpVerified(
  service: TestService,
  client: TestClient,
  input: { email: string; name?: string; company?: string },
): Promise<void> {
  const signup = await client.post('/api/v1/auth/signup', {
    email: input.email,
    password: PASSWORD,
    name: input.name ?? 'Test Artist',
    person_company_type: input.company ? 'company' : 'person',
    ...(input.company ? { company_name: input.company } : {}),
    agree_terms: true,
  });
  expect(signup.status).toBe(201);
  const mail = await service.inbox.waitFor(input.email, /welcome/);
  const token = linkFrom(mail.text, /action=welcome/).searchParams.get('token');
  const verified = await client.post('/api/v1/auth/verify-email', { token });
  expect(verified.status).toBe(200);
}

/** Signs in with the password and, when asked, the mailed code. */
export async function signIn(
  service: TestService,
  client: TestClient,
  email: string,
  password = PASSWORD,
): Promise<void> {
  const first = await client.post<{ next_action: string | null; challenge_token: string | null }>(
    '/api/v1/auth/signin',
    {
      email,
      password,
    },
  );
  expect(first.status).toBe(200);
  if (first.body.next_action === null) return;
  expect(['tfa', 'verify_device']).toContain(first.body.next_action);
  const mail = await service.inbox.waitFor(email, /\d{6}/);
  const second = await client.post<{ next_action: string | null }>('/api/v1/auth/signin/code', {
    challenge_token: first.body.challenge_token,
    code: codeFrom(mail.text),
  });
  expect(second.status).toBe(200);
  expect(second.body.next_action).toBeNull();
}
