// The starter versions of /jobs and /10th-anniversary, written at start when absent (by their stable slugs, so two
// processes starting at once write each once, and a page operators archived is not written again).
import type { Db } from '../../../platform/db/client.ts';
import { createEntry } from '../content.service.ts';
import { starterPages } from './starter-pages-text.ts';

/** Writes the starter pages that do not exist; answers how many it wrote. */
export async function ensureStarterPages(db: Db, now: Date, options: { supportEmail: string | null }): Promise<number> {
  return db.transaction(async (tx) => {
    let written = 0;
    for (const page of starterPages(options)) {
      const created = await createEntry(
        tx,
        {
          kind: 'page',
          slug: page.slug,
          status: 'published',
          publishAt: now,
          translations: { ja: page.ja, en: page.en },
        },
        null,
        now,
      );
      if (created) written += 1;
    }
    return written;
  });
}
