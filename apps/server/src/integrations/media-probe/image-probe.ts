// Reads the facts of a still image with sharp (libvips), and makes the small JPEG previews. sharp is loaded with the
// first image (libvips is tens of MB resident), not by every process that could meet one.
let sharpModule: Promise<typeof import('sharp').default> | null = null;
const loadSharp = () => {
  sharpModule ??= import('sharp').then((module) => module.default);
  return sharpModule;
};

export interface ImageProbe {
  /** sharp's name: jpeg, png, webp, gif, heif, tiff, … */
  format: string;
  width: number;
  height: number;
  /** sharp's colour space: srgb, rgb, cmyk, b-w, … */
  space: string;
}

export class ImageProbeError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ImageProbeError';
  }
}

/** The image's format, size as displayed (EXIF orientation applied) and colour space. */
export async function probeImage(filePath: string): Promise<ImageProbe> {
  try {
    const sharp = await loadSharp();
    const metadata = await sharp(filePath).metadata();
    const width = metadata.autoOrient?.width ?? metadata.width;
    const height = metadata.autoOrient?.height ?? metadata.height;
    if (!metadata.format || !width || !height) throw new ImageProbeError('not an image sharp can size');
    return { format: metadata.format, width, height, space: metadata.space ?? 'unknown' };
  } catch (error) {
    if (error instanceof ImageProbeError) throw error;
    throw new ImageProbeError(`sharp could not read the image: ${(error as Error).message}`, { cause: error });
  }
}

/** A JPEG at most `size` pixels on its longer side, upright, in sRGB. */
export async function jpegThumbnail(filePath: string, size: number): Promise<Buffer> {
  try {
    const sharp = await loadSharp();
    return await sharp(filePath)
      .autoOrient()
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    throw new ImageProbeError(`sharp could not make a thumbnail: ${(error as Error).message}`, { cause: error });
  }
}
