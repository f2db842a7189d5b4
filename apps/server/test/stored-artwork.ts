// An accepted artwork as the upload check leaves it (a 64 px PNG in the storage folder and its uploads row), for tests
// of features that show a release's cover without sending one through the upload endpoint.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../src/platform/db/client.ts';
import { uploads } from '../src/platform/db/schema.ts';
import { createLocalStorage } from '../src/platform/storage/local-storage.ts';

export async function storeAcceptedArtwork(
  db: Db,
  storageDir: string,
  accountId: number,
  originalName = 'cover.png',
): Promise<{ id: number; bytes: Buffer }> {
  const bytes = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#cc3366' } })
    .png()
    .toBuffer();
  const key = `uploads/${accountId}/${randomBytes(9).toString('base64url')}`;
  await createLocalStorage(storageDir).put(key, bytes);
  const [row] = await db
    .insert(uploads)
    .values({
      accountId,
      tusId: randomBytes(8).toString('hex'),
      kind: 'artwork',
      status: 'accepted',
      originalName,
      sizeBytes: bytes.length,
      storageKey: key,
      detectedType: 'image/png',
      facts: { format: 'png', width: 64, height: 64 },
      completedAt: new Date(),
    })
    .returning();
  return { id: row!.id, bytes };
}
