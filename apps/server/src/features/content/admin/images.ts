// Content images: an operator's accepted image upload made into webp sizes (480, 960, 1600 px wide, never wider
// than the original) kept in storage, and served to anyone at /media/content/{id}/{width}.webp for a year.
import { randomBytes } from 'node:crypto';
import { CONTENT_IMAGE_WIDTHS, contentImageUrl } from '@otodoke/contract';
import { AppError } from '@otodoke/domain';
import sharp from 'sharp';
import type { Db } from '../../../platform/db/client.ts';
import type { ContentImageVariant } from '../../../platform/db/schema.ts';
import { type Storage, storageKey } from '../../../platform/storage/storage.ts';
import { findIndividualUpload } from '../../uploads/index.ts';
import * as repo from './admin.repository.ts';

/** webp quality of every size: photos stay sharp at about a tenth of a JPEG's bytes. */
const WEBP_QUALITY = 80;
/** The largest picture taken in (pixels): far above any camera, well below what would exhaust memory. */
const MAX_INPUT_PIXELS = 100_000_000;

/** The widths to keep of an image `width` px wide: the standard ones narrower than it, then its own if narrower. */
export function variantWidths(width: number): number[] {
  const widths: number[] = CONTENT_IMAGE_WIDTHS.filter((candidate) => candidate <= width);
  const largest = CONTENT_IMAGE_WIDTHS[CONTENT_IMAGE_WIDTHS.length - 1]!;
  if (width < largest && !widths.includes(width)) widths.push(width);
  return widths;
}

export function presentImage(row: { id: number; width: number; height: number; variants: ContentImageVariant[] }) {
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    variants: row.variants.map((variant) => ({
      width: variant.width,
      height: variant.height,
      url: contentImageUrl(row.id, variant.width),
    })),
  };
}

export function createContentImages(deps: { db: Db; storage: Storage }) {
  const { db, storage } = deps;
  return {
    /** Makes the sizes of the operator's own accepted image upload and records them. */
    async create(operatorId: number, uploadId: number) {
      const upload = await findIndividualUpload(db, operatorId, uploadId);
      if (!upload) throw new AppError('NOT_FOUND', { field: 'upload_id' });
      if (
        (upload.kind !== 'image' && upload.kind !== 'artwork') ||
        upload.status !== 'accepted' ||
        !upload.storageKey
      ) {
        throw AppError.invalidFields({
          upload_id: {
            ja: '確認済みの画像ファイルを指定してください',
            en: 'Give an image upload that passed its checks.',
          },
        });
      }
      const folder = storageKey('content-images', `${uploadId}-${randomBytes(8).toString('hex')}`);
      const variants = await storage.withLocalFile(upload.storageKey, async (filePath) => {
        // The picture as it is seen (EXIF orientation applied), decoded once to pixels; every size is made from them.
        const oriented = await sharp(filePath, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .raw()
          .toBuffer({ resolveWithObject: true });
        const { width: fullWidth, height: fullHeight, channels } = oriented.info;
        const out: ContentImageVariant[] = [];
        for (const width of variantWidths(fullWidth)) {
          const { data, info } = await sharp(oriented.data, { raw: { width: fullWidth, height: fullHeight, channels } })
            .resize({ width, withoutEnlargement: true })
            .webp({ quality: WEBP_QUALITY })
            .toBuffer({ resolveWithObject: true });
          const key = `${folder}/${width}.webp`;
          await storage.put(key, data);
          out.push({ width: info.width, height: info.height, storageKey: key, bytes: data.length });
        }
        return { list: out, width: fullWidth, height: fullHeight };
      });
      const row = await repo.insertImage(db, {
        uploadId,
        width: variants.width,
        height: variants.height,
        variants: variants.list,
        by: operatorId,
      });
      return presentImage(row);
    },

    /** The stored size of an image to send, or null (no such image or width). */
    async variant(id: number, width: number): Promise<{ key: string; bytes: number } | null> {
      const row = await repo.findImage(db, id);
      const variant = row?.variants.find((candidate) => candidate.width === width);
      return variant ? { key: variant.storageKey, bytes: variant.bytes } : null;
    },
  };
}

export type ContentImages = ReturnType<typeof createContentImages>;
