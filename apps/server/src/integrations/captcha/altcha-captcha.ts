// ALTCHA: the server issues signed proof-of-work challenges and verifies the widget's payload; each challenge
// can be used once (replay store in memory, which is enough for one API process per sign-in flow).
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CappedMap } from 'altcha-lib/frameworks/fastify';
import { verify } from 'altcha-lib/frameworks/shared';
import type { Captcha } from './captcha.ts';

const CHALLENGE_TTL_SECONDS = 10 * 60;

export function createAltchaCaptcha(secret: string, options: { cost?: number } = {}): Captcha {
  const hmacSignatureSecret = `${secret}:altcha`;
  const hmacKeySignatureSecret = `${secret}:altcha-key`;
  const used = new CappedMap<string, number>({ maxSize: 10_000 }) as unknown as Parameters<typeof verify>[4];
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
