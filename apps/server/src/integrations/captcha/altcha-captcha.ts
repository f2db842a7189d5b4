// ALTCHA: the server issues signed proof-of-work challenges and verifies the widget's payload; each challenge can be
// used once across every API process: the used ones are rows of used_captcha_solutions, whose key refuses a second
// use atomically (two processes verifying the same payload at once: one wins). Expired rows are swept as it goes.
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { verify } from 'altcha-lib/frameworks/shared';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { usedCaptchaSolutions } from '../../platform/db/schema.ts';
import type { Captcha } from './captcha.ts';

const CHALLENGE_TTL_SECONDS = 10 * 60;
/** How often at most the expired solutions are deleted (by whichever process verifies a payload then). */
const SWEEP_EVERY_MS = 60 * 1000;

type ReplayStore = NonNullable<Parameters<typeof verify>[4]>;

/** The used challenges in the database: `setIfAbsent` answers false when another verification had it first. */
export function databaseReplayStore(db: Db): ReplayStore {
  let lastSweep = 0;
  async function setIfAbsent(challengeId: string): Promise<boolean> {
    if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = Date.now();
      await db.delete(usedCaptchaSolutions).where(lt(usedCaptchaSolutions.expiresAt, sql`now()`));
    }
    // A challenge is refused as expired at most its lifetime after now, so the row is needed no longer than that.
    const claimed = await db
      .insert(usedCaptchaSolutions)
      .values({ challengeId, expiresAt: sql`now() + make_interval(secs => ${CHALLENGE_TTL_SECONDS})` })
      .onConflictDoNothing()
      .returning({ id: usedCaptchaSolutions.challengeId });
    return claimed.length === 1;
  }
  return {
    async get(challengeId: string) {
      const [row] = await db
        .select({ id: usedCaptchaSolutions.challengeId })
        .from(usedCaptchaSolutions)
        .where(eq(usedCaptchaSolutions.challengeId, challengeId));
      return row !== undefined;
    },
    set: (challengeId: string) => setIfAbsent(challengeId),
    setIfAbsent,
  };
}

export function createAltchaCaptcha(secret: string, db: Db, options: { cost?: number } = {}): Captcha {
  const hmacSignatureSecret = `${secret}:altcha`;
  const hmacKeySignatureSecret = `${secret}:altcha-key`;
  const used = databaseReplayStore(db);
  const cost = options.cost ?? 1000;
  return {
    async createChallenge() {
      const challenge = await createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost,
        counter: randomInt(500, 3000),
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
      });
      return { provider: 'altcha', challenge: challenge as unknown as Record<string, unknown>, site_key: null };
    },
    async verify(payload) {
      const result = await verify(payload, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret, used);
      return result.error === null;
    },
  };
}
