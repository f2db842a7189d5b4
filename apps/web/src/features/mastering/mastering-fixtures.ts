// Mastering audios as the API sends them (snake_case), for the feature's tests.
import type { MasteringAnalysis, MasteringAudio } from '@otodoke/contract';

export function analysisFixture(lufs: number, overrides: Partial<MasteringAnalysis> = {}): MasteringAnalysis {
  return {
    integrated_lufs: lufs,
    loudness_range_lu: 7.2,
    true_peak_dbtp: -0.4,
    crest_factor_db: 12.5,
    duration_seconds: 200,
    sample_rate: 44_100,
    bands: [
      { from_hz: 20, to_hz: 250, energy_db: -18 },
      { from_hz: 250, to_hz: 4000, energy_db: -22 },
      { from_hz: 4000, to_hz: 20_000, energy_db: -34 },
    ],
    waveform: Array.from({ length: 64 }, (_, index) => 0.2 + 0.6 * Math.abs(Math.sin(index / 5))),
    ...overrides,
  };
}

export function audioFixture(overrides: Partial<MasteringAudio> = {}): MasteringAudio {
  return {
    id: 1,
    name: '夜明けのうた',
    source_upload_id: 10,
    source_file_name: 'yoake-mix.wav',
    reference_upload_id: null,
    reference_file_name: null,
    duration_seconds: 200,
    preview_start_seconds: 60,
    preview_status: 'success',
    preview_progress: 100,
    analysis: analysisFixture(-19.4),
    previews: { dry: analysisFixture(-14.1), balance: analysisFixture(-14), wet: analysisFixture(-13.9) },
    effect: null,
    mastering_status: null,
    mastering_progress: 0,
    error_message: null,
    master_effect: null,
    master_analysis: null,
    mastered_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:05:00.000Z',
    ...overrides,
  };
}
