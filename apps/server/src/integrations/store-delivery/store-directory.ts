// Who each store is in DDEX (party id and name) and where its SFTP drop is: the store simulator's accounts by default,
// or the stores' real details from STORE_ENDPOINTS_FILE.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ErnParty } from '@otodoke/protocols/ddex/ern-types.ts';
import type { StoreEndpoint } from '@otodoke/protocols/store-drop/store-delivery.ts';
import { z } from 'zod';

export type StoreContact = { readonly party: ErnParty; readonly endpoint: StoreEndpoint; readonly hostKey?: string };

export interface StoreDirectory {
  /** True when the stores are the store simulator's (the UI and logs say so). */
  readonly isSimulator: boolean;
  find(storeId: string): StoreContact | undefined;
  storeIds(): string[];
  /** Pinned host keys by store id, for the SFTP transport. */
  hostKeys(): Record<string, string>;
}

export function createStoreDirectory(contacts: readonly StoreContact[], isSimulator: boolean): StoreDirectory {
  const byId = new Map(contacts.map((c) => [c.endpoint.storeId, c]));
  return {
    isSimulator,
    find: (storeId) => byId.get(storeId),
    storeIds: () => [...byId.keys()],
    hostKeys: () =>
      Object.fromEntries(contacts.filter((c) => c.hostKey).map((c) => [c.endpoint.storeId, c.hostKey!] as const)),
  };
}

const endpointsFileSchema = z.array(
  z.object({
    store_id: z.string().min(1),
    dpid: z.string().regex(/^PADPIDA[0-9A-Z]{11}$/),
    name: z.string().min(1),
    host: z.string().min(1),
    port: z.number().int().min(1).max(65535).default(22),
    username: z.string().min(1),
    password: z.string().optional(),
    private_key_file: z.string().optional(),
    host_key_fingerprint: z.string().optional(),
    inbox_path: z.string().default('/inbox'),
    outbox_path: z.string().default('/outbox'),
  }),
);

/** Reads the real stores' details (a JSON array; private keys from files beside it). */
export async function loadStoreEndpointsFile(file: string): Promise<StoreContact[]> {
  const parsed = endpointsFileSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  return Promise.all(
    parsed.data.map(async (entry) => ({
      party: { dpid: entry.dpid, name: entry.name },
      endpoint: {
        storeId: entry.store_id,
        host: entry.host,
        port: entry.port,
        username: entry.username,
        ...(entry.password ? { password: entry.password } : {}),
        ...(entry.private_key_file
          ? { privateKey: await readFile(path.resolve(path.dirname(file), entry.private_key_file), 'utf8') }
          : {}),
        inboxPath: entry.inbox_path,
        outboxPath: entry.outbox_path,
      },
      ...(entry.host_key_fingerprint ? { hostKey: entry.host_key_fingerprint } : {}),
    })),
  );
}
