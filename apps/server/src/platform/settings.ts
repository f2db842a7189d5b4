// Operator switches kept in app_settings (maintenance mode), read through a short cache on the hot path.
import { eq } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { appSettings } from './db/schema.ts';

const CACHE_MS = 2000;

export interface Settings {
  isMaintenance(): Promise<boolean>;
  setMaintenance(on: boolean): Promise<void>;
}

export function createSettings(db: Db): Settings {
  let cached: { value: boolean; at: number } | null = null;
  return {
    async isMaintenance() {
      if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'maintenance'));
      cached = { value: row?.value === true, at: Date.now() };
      return cached.value;
    },
    async setMaintenance(on) {
      await db
        .insert(appSettings)
        .values({ key: 'maintenance', value: on })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: on, updatedAt: new Date() } });
      cached = { value: on, at: Date.now() };
    },
  };
}
