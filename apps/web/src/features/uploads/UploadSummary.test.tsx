// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../app/i18n/change-language.ts';
import { initI18n, loadCatalogs, registerCapabilityCatalogs } from '../../app/i18n/i18n.ts';
import { requestContext } from '../../app/request-context.ts';
import { uploadsCapability } from './capability.ts';
import { UploadSummary } from './UploadSummary.tsx';
import type { Upload } from './upload-types.ts';

const base = {
  sha256: 'ab'.repeat(32),
  problems: [],
  createdAt: '2026-01-01T00:00:00.000Z',
};

const hiresFlac: Upload = {
  ...base,
  id: 7,
  kind: 'audio',
  status: 'accepted',
  originalName: 'Dawn (master).flac',
  sizeBytes: 1_258_291,
  facts: { format: 'flac', sampleRate: 96_000, bitDepth: 24, channels: 2, durationSeconds: 192, isHires: true },
  previewUrl: '/api/v2/me/uploads/7/preview',
};

beforeAll(async () => {
  initI18n('ja');
  registerCapabilityCatalogs([uploadsCapability]);
  await loadCatalogs(['uploads'], 'ja');
  requestContext.setAcid(1);
});
afterEach(async () => {
  cleanup();
  await applyLanguage('ja');
});

describe('a checked file', () => {
  it('shows an audio master’s facts in words, the Hi-Res mark and a player for the account’s preview', async () => {
    const { container } = render(<UploadSummary upload={hiresFlac} />);
    expect(screen.getByText('Dawn (master).flac')).toBeTruthy();
    expect(screen.getByText('FLAC · 96 kHz / 24 bit · ステレオ · 3:12 · 1.2 MB')).toBeTruthy();
    expect(screen.getByText('ハイレゾ')).toBeTruthy();
    expect(container.querySelector('audio')?.getAttribute('src')).toBe('/api/v2/me/uploads/7/preview?_acid=1');
    // The player reads the file's header at once, so it shows the length before it is played.
    expect(container.querySelector('audio')?.getAttribute('preload')).toBe('metadata');

    cleanup();
    await applyLanguage('en');
    render(<UploadSummary upload={hiresFlac} />);
    expect(screen.getByText('FLAC · 96 kHz / 24 bit · Stereo · 3:12 · 1.2 MB')).toBeTruthy();
    expect(screen.getByText('Hi-Res')).toBeTruthy();
  });

  it('shows artwork as its thumbnail with the pixel size, and no thumbnail for a file that is not a picture', () => {
    const artwork: Upload = {
      ...base,
      id: 8,
      kind: 'artwork',
      status: 'accepted',
      originalName: 'cover.png',
      sizeBytes: 4_500_000,
      facts: { format: 'png', width: 3000, height: 3000, colourSpace: 'srgb' },
      previewUrl: '/api/v2/me/uploads/8/preview',
    };
    render(<UploadSummary upload={artwork} />);
    expect(screen.getByRole('img', { name: 'cover.png のプレビュー' }).getAttribute('src')).toBe(
      '/api/v2/me/uploads/8/preview?_acid=1',
    );
    expect(screen.getByText('PNG · 3000×3000 px · 4.3 MB')).toBeTruthy();

    cleanup();
    render(<UploadSummary upload={{ ...artwork, status: 'rejected', originalName: 'song.wav', facts: null }} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('ハイレゾ')).toBeNull();
  });
});
