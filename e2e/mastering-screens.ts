// What the mastering screenshots need when the demo has no mastering yet: one made through the API from the audio of
// a song of the demo's releases (no credit spent), followed until its previews are rendered.
import type { Page } from 'playwright-core';
import { api } from './notices-fixtures.ts';

type Json = Record<string, unknown>;

/** A mastering audio of the demo account (made once from a song's audio), with its previews done. */
export async function withMasteringAudio(page: Page, baseUrl: string): Promise<void> {
  const list = (await api(page, baseUrl, 'GET', '/api/v2/me/mastering/audio?page=1&limit=10')) as { total: number };
  if (list.total > 0) return;
  const releases = (await api(page, baseUrl, 'GET', '/api/v1/me/releases?page=1&limit=50')) as { items: Json[] };
  let uploadId: number | null = null;
  for (const item of releases.items) {
    const release = (await api(page, baseUrl, 'GET', `/api/v1/me/releases/${item.id}`)) as { songs: Json[] };
    const song = release.songs.find((each) => typeof each.file_upload_id === 'number');
    if (song) {
      uploadId = song.file_upload_id as number;
      break;
    }
  }
  if (uploadId === null) throw new Error('the demo has no song with audio to master');
  const made = (await api(page, baseUrl, 'POST', '/api/v2/me/mastering/audio', {
    upload_id: uploadId,
    name: 'Night Drive (mix 3)',
  })) as { id: number };
  for (let tries = 0; tries < 120; tries++) {
    const audio = (await api(page, baseUrl, 'GET', `/api/v2/me/mastering/audio/${made.id}`)) as Json;
    if (audio.preview_status !== 'processing') return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
