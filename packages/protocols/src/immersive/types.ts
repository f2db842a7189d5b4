// The shapes verification of an immersive audio file answers with, and a small positioned reader over a file handle
// (files run to gigabytes: readers fetch headers and small chunks only, never the whole file).
import type { FileHandle } from 'node:fs/promises';
import { IMMERSIVE_INVALID, type ImmersiveInvalidCheck } from '@otodoke/domain';

export type ImmersiveFormat = 'dolby' | '360RA';

export interface ImmersiveProblem {
  family: 'dolby' | '360RA' | 'other';
  code: number;
  params?: Record<string, string | number>;
}

/** What verification read from the file (stored as ImmersiveFactsJson). */
export interface ImmersiveFacts {
  container: string;
  codec?: string;
  sample_rate?: number;
  bit_depth?: number;
  channels?: number;
  duration_seconds?: number;
  profile_level?: number;
  programme_name?: string;
  objects?: number;
  beds?: number;
}

export interface ImmersiveVerification {
  facts: ImmersiveFacts;
  problems: ImmersiveProblem[];
}

export const problemOf = (check: ImmersiveInvalidCheck, params?: Record<string, string | number>): ImmersiveProblem =>
  params ? { ...IMMERSIVE_INVALID[check], params } : { ...IMMERSIVE_INVALID[check] };

/** Positioned reads of an open file; a read past the end returns what there is. */
export class FileWindow {
  private readonly handle: FileHandle;
  readonly size: number;

  constructor(handle: FileHandle, size: number) {
    this.handle = handle;
    this.size = size;
  }

  async read(offset: number, length: number): Promise<Buffer> {
    const wanted = Math.max(0, Math.min(length, this.size - offset));
    const buffer = Buffer.alloc(wanted);
    let filled = 0;
    while (filled < wanted) {
      const { bytesRead } = await this.handle.read(buffer, filled, wanted - filled, offset + filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return filled === wanted ? buffer : buffer.subarray(0, filled);
  }
}

/** A 64-bit little or big endian size as a number, or undefined past what a file can hold exactly. */
export const safeSize = (value: bigint): number | undefined =>
  value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : undefined;

/** Four bytes as an identifier when they are printable ASCII (chunk and box types). */
export const fourCc = (bytes: Buffer, offset = 0): string | undefined => {
  if (bytes.length < offset + 4) return undefined;
  const text = bytes.toString('latin1', offset, offset + 4);
  return /^[\x20-\x7e]{4}$/.test(text) ? text : undefined;
};
