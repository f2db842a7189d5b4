// The idempotency key of a withdrawal request: one per request a person means to make. Sending the same account and
// amount again after a failure (a timeout, a lost answer) reuses the key, so the server makes at most one withdrawal;
// a changed form or a request that went through starts a new key.

export interface WithdrawalAttempt {
  key: string;
  /** What the key was made for ("account:amount"); null before the first submission. */
  signature: string | null;
}

/** A random key the API accepts; crypto.randomUUID needs a secure context, so plain http on a LAN falls back. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The attempt for a submission of `signature`: the same key when the previous one was for the same request. */
export function attemptFor(
  previous: WithdrawalAttempt,
  signature: string,
  newKey = newIdempotencyKey,
): WithdrawalAttempt {
  if (previous.signature === signature) return previous;
  return { key: newKey(), signature };
}

/** After a request went through, the next one is a new request even with the same figures. */
export function freshAttempt(newKey = newIdempotencyKey): WithdrawalAttempt {
  return { key: newKey(), signature: null };
}
