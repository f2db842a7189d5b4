// Operators' content pictures: an operator acting for no account uploads an image through the same tus path and
// turns it into a content image; nothing else may be sent so, and nobody else (member or other operator) sees it.
import { eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMembers, individuals, uploads } from '../src/platform/db/schema.ts';
import { signIn } from './flows.ts';
import { startTestService, type TestService } from './harness.ts';
import type { TestClient } from './test-client.ts';
import {
  announceUpload,
  createTusUpload,
  headTus,
  patchTus,
  sendChunks,
  TUS_HEADERS,
  tusMetadata,
  uploadFile,
  waitForChecks,
} from './uploads-helper.ts';

const LABEL_ID = 1;
const IMAGES = '/admin/api/v2/content/images';

type ErrorBody = {
  code: string;
  message: string;
  details: { fields?: Record<string, string> } & Record<string, unknown>;
};

let service: TestService;
let operator: TestClient;
let otherOperator: TestClient;
let member: TestClient;
let png: Buffer;

async function signedIn(email: string, password: string, language: 'ja' | 'en' = 'ja'): Promise<TestClient> {
  const client = service.client(language);
  await signIn(service, client, email, password);
  return client;
}

beforeAll(async () => {
  service = await startTestService({ seed: true });
  const db = service.database.db;
  // A second operator who, like the first, belongs to no account.
  const [admin] = await db.select().from(individuals).where(eq(individuals.email, 'admin@otodoke.test'));
  const { id: _id, ...copy } = admin!;
  await db.insert(individuals).values({ ...copy, email: 'second-admin@otodoke.test' });
  operator = await signedIn('admin@otodoke.test', 'otodoke-admin');
  otherOperator = await signedIn('second-admin@otodoke.test', 'otodoke-admin');
  member = await signedIn('demo@otodoke.test', 'otodoke-demo');
  member.acid = LABEL_ID;
  png = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#aa3366' } })
    .png()
    .toBuffer();
}, 120_000);

afterAll(async () => {
  await service?.close();
});

describe('an operator acting for no account', () => {
  it('uploads a picture with tus and makes a content image of it', async () => {
    expect(operator.acid).toBeNull();
    const upload = await uploadFile(operator, 'image', png, 'header.png');
    expect(upload).toMatchObject({ kind: 'image', status: 'accepted', facts: { width: 1000, height: 600 } });

    const [row] = await service.database.db.select().from(uploads).where(eq(uploads.id, upload.id));
    const [admin] = await service.database.db
      .select()
      .from(individuals)
      .where(eq(individuals.email, 'admin@otodoke.test'));
    expect(row).toMatchObject({ accountId: null, individualId: admin!.id, kind: 'image' });
    expect(row!.storageKey).toMatch(new RegExp(`^operator-uploads/${admin!.id}/${upload.id}/`));

    const preview = await operator.send('GET', upload.preview_url!);
    expect(preview.status).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');

    const made = await operator.post<{ width: number; variants: { width: number }[] }>(IMAGES, {
      upload_id: upload.id,
    });
    expect(made.status).toBe(201);
    expect(made.body.width).toBe(1000);
    expect(made.body.variants.map((variant) => variant.width)).toEqual([480, 960, 1000]);
  });

  it('may not send sound, video, artwork or CSV: a 400 saying only pictures', async () => {
    for (const kind of ['audio', 'video', 'artwork', 'csv'] as const) {
      const refused = await operator.post<ErrorBody>('/api/v2/me/uploads', {
        kind,
        filename: `file.${kind}`,
        size_bytes: 1000,
      });
      expect(refused.status, kind).toBe(400);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
      expect(refused.body.details.fields).toEqual({
        kind: 'アカウントを選ばずに送れるのは、コンテンツ用の画像だけです',
      });
    }
    // Answers are in the language the operator chose.
    const english = await signedIn('admin@otodoke.test', 'otodoke-admin', 'en');
    expect((await english.put('/api/v1/me/language', { language: 'en' })).status).toBe(200);
    const refused = await english.post<ErrorBody>('/api/v2/me/uploads', {
      kind: 'audio',
      filename: 'song.wav',
      size_bytes: 1000,
    });
    expect(refused.body.details.fields).toEqual({
      kind: 'Without an account, only pictures for content can be uploaded.',
    });
    expect((await english.put('/api/v1/me/language', { language: 'ja' })).status).toBe(200);
    // Nothing was recorded for the refused kinds.
    const rows = await service.database.db
      .select({ kind: uploads.kind })
      .from(uploads)
      .where(isNull(uploads.accountId));
    expect(rows.map((row) => row.kind)).toEqual(['image']);
  });

  it('keeps the picture from everyone else: members, their releases and artists, and other operators', async () => {
    const announced = await announceUpload(operator, 'image', 'secret.png', png.length);
    const created = await createTusUpload(operator, announced, png.length);
    expect(created.status).toBe(201);
    const tusUrl = String(created.headers.location);
    // Half sent: nobody else may see or continue it.
    const half = Math.floor(png.length / 2);
    expect((await patchTus(operator, tusUrl, 0, png.subarray(0, half))).status).toBe(204);
    for (const stranger of [member, otherOperator]) {
      expect((await headTus(stranger, tusUrl)).status).toBe(404);
      expect((await patchTus(stranger, tusUrl, half, png.subarray(half))).status).toBe(404);
      expect((await stranger.send('DELETE', tusUrl, { headers: { ...TUS_HEADERS } })).status).toBe(404);
      const again = await stranger.send('POST', '/api/v2/uploads', {
        headers: {
          ...TUS_HEADERS,
          'upload-length': String(png.length),
          'upload-metadata': tusMetadata({ upload_id: String(announced.id), filename: 'x.png' }),
        },
      });
      expect(again.status).toBe(404);
    }
    await sendChunks(operator, tusUrl, png, half);
    const upload = await waitForChecks(operator, announced.id);
    expect(upload.status).toBe('accepted');

    for (const stranger of [member, otherOperator]) {
      expect((await stranger.get(`/api/v2/me/uploads/${upload.id}`)).status).toBe(404);
      expect((await stranger.send('GET', `/api/v2/me/uploads/${upload.id}/preview`)).status).toBe(404);
    }
    // A member can't put it on an artist of theirs, nor make a content image of it.
    const artist = await member.post<ErrorBody>('/api/v2/artists', {
      artist_type: 'individual',
      name_ja: '借りた写真',
      image_upload_id: upload.id,
    });
    expect(artist.status).toBe(404);
    expect(artist.body).toMatchObject({ code: 'NOT_FOUND', details: { field: 'image_upload_id' } });
    expect((await member.post(IMAGES, { upload_id: upload.id })).status).toBe(403);
    // Another operator can't publish it either.
    const theirs = await otherOperator.post<ErrorBody>(IMAGES, { upload_id: upload.id });
    expect(theirs.status).toBe(404);
    expect(theirs.body.details).toMatchObject({ field: 'upload_id' });
  });

  it("can't make a content image of a member's upload", async () => {
    const theirs = await uploadFile(member, 'image', png, 'member.png');
    expect(theirs.status).toBe('accepted');
    const refused = await operator.post<ErrorBody>(IMAGES, { upload_id: theirs.id });
    expect(refused.status).toBe(404);
    expect((await operator.get(`/api/v2/me/uploads/${theirs.id}`)).status).toBe(404);
  });

  it('is refused to members who name an account they do not belong to, whatever the kind', async () => {
    const intruder = await signedIn('demo@otodoke.test', 'otodoke-demo');
    intruder.acid = 999_999;
    const refused = await intruder.post<ErrorBody>('/api/v2/me/uploads', {
      kind: 'image',
      filename: 'a.png',
      size_bytes: 10,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
  });

  it('acting for an account they belong to, uploads for that account as any member, and sees its previews', async () => {
    const db = service.database.db;
    const [admin] = await db.select().from(individuals).where(eq(individuals.email, 'admin@otodoke.test'));
    await db
      .insert(accountMembers)
      .values({ accountId: LABEL_ID, individualId: admin!.id, isAccountManager: true, permissions: {} });
    const asMember = await signedIn('admin@otodoke.test', 'otodoke-admin');
    asMember.acid = LABEL_ID;
    const upload = await uploadFile(asMember, 'image', png, 'label.png');
    const [row] = await db.select().from(uploads).where(eq(uploads.id, upload.id));
    expect(row!.accountId).toBe(LABEL_ID);
    expect((await asMember.send('GET', `/api/v2/me/uploads/${upload.id}/preview?_acid=${LABEL_ID}`)).status).toBe(200);
    // Their own picture, so it may become content; the account's other members see it as the account's file.
    expect((await asMember.post(IMAGES, { upload_id: upload.id })).status).toBe(201);
    expect((await member.get(`/api/v2/me/uploads/${upload.id}`)).status).toBe(200);
  });

  it('stays impossible in the database: no account means an individual and a picture', async () => {
    const db = service.database.db;
    await expect(
      db.insert(uploads).values({ accountId: null, individualId: null, tusId: 'orphan', kind: 'image' }),
    ).rejects.toThrow();
    const [admin] = await db.select().from(individuals).where(eq(individuals.email, 'admin@otodoke.test'));
    await expect(
      db.insert(uploads).values({ accountId: null, individualId: admin!.id, tusId: 'operator-audio', kind: 'audio' }),
    ).rejects.toThrow();
  });
});
