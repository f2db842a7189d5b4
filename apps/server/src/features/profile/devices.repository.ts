// SQL for an individual's devices (owner: this feature): the browsers confirmed by a mailed code. Sign-in (auth)
// asks whether a browser is known and trusts it through index.ts.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { devices } from '../../platform/db/schema.ts';

export async function isKnownDevice(db: Executor, individualId: number, deviceKeyHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(
      and(
        eq(devices.individualId, individualId),
        eq(devices.deviceKeyHash, deviceKeyHash),
        isNotNull(devices.verifiedAt),
      ),
    );
  return Boolean(row);
}

export async function hasVerifiedDevice(db: Executor, individualId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.individualId, individualId), isNotNull(devices.verifiedAt)))
    .limit(1);
  return Boolean(row);
}

export async function trustDevice(db: Executor, individualId: number, deviceKeyHash: string, userAgent: string) {
  await db
    .insert(devices)
    .values({ individualId, deviceKeyHash, userAgent, verifiedAt: new Date() })
    .onConflictDoUpdate({
      target: [devices.individualId, devices.deviceKeyHash],
      set: { verifiedAt: new Date(), userAgent },
    });
}
