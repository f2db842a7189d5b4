// Streams 16-bit stereo PCM into the figures ffmpeg does not give directly: the average spectrum (Hann-windowed FFT),
// band energies, RMS level and a peak envelope for drawing.

/** The bands an analysis reports (dB relative to the whole 20 Hz–20 kHz energy). */
export const REPORT_BANDS: ReadonlyArray<readonly [number, number]> = [
  [20, 60],
  [60, 150],
  [150, 400],
  [400, 1000],
  [1000, 2500],
  [2500, 6000],
  [6000, 12000],
  [12000, 20000],
];

/** One-third-octave centres used to match a reference track's tone (ISO 266 series, 31.5 Hz–16 kHz). */
export const MATCH_CENTRES: readonly number[] = [
  31.5, 40, 50, 63, 80, 100, 125, 160, 200, 250, 315, 400, 500, 630, 800, 1000, 1250, 1600, 2000, 2500, 3150, 4000,
  5000, 6300, 8000, 10000, 12500, 16000,
];

export const ANALYSIS_RATE = 44100;
const FFT_SIZE = 8192;
const WAVEFORM_POINTS = 400;
/** Peak blocks of 50 ms, folded into WAVEFORM_POINTS at the end. */
const PEAK_BLOCK = ANALYSIS_RATE / 20;

export interface SpectrumFigures {
  samples: number;
  rmsDb: number;
  bands: Array<{ from_hz: number; to_hz: number; energy_db: number }>;
  /** Energy per MATCH_CENTRES band, dB relative to the whole. */
  matchBandsDb: number[];
  waveform: number[];
}

const toDb = (power: number) => (power > 0 ? 10 * Math.log10(power) : -120);

/** An in-place radix-2 FFT of FFT_SIZE points with its tables computed once. */
class Fft {
  readonly re = new Float64Array(FFT_SIZE);
  readonly im = new Float64Array(FFT_SIZE);
  private readonly cos = new Float64Array(FFT_SIZE / 2);
  private readonly sin = new Float64Array(FFT_SIZE / 2);
  private readonly reversed = new Uint32Array(FFT_SIZE);

  constructor() {
    const bits = Math.log2(FFT_SIZE);
    for (let i = 0; i < FFT_SIZE; i++) {
      let r = 0;
      for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
      this.reversed[i] = r;
    }
    for (let i = 0; i < FFT_SIZE / 2; i++) {
      this.cos[i] = Math.cos((2 * Math.PI * i) / FFT_SIZE);
      this.sin[i] = -Math.sin((2 * Math.PI * i) / FFT_SIZE);
    }
  }

  run(): void {
    const { re, im, reversed } = this;
    for (let i = 0; i < FFT_SIZE; i++) {
      const j = reversed[i]!;
      if (j > i) {
        const tr = re[i]!;
        re[i] = re[j]!;
        re[j] = tr;
        const ti = im[i]!;
        im[i] = im[j]!;
        im[j] = ti;
      }
    }
    const { cos, sin } = this;
    for (let size = 2; size <= FFT_SIZE; size *= 2) {
      const half = size / 2;
      const step = FFT_SIZE / size;
      for (let k = 0; k < half; k++) {
        const wr = cos[k * step]!;
        const wi = sin[k * step]!;
        for (let a = k; a < FFT_SIZE; a += size) {
          const b = a + half;
          const br = re[b]!;
          const bi = im[b]!;
          const xr = br * wr - bi * wi;
          const xi = br * wi + bi * wr;
          const ar = re[a]!;
          const ai = im[a]!;
          re[b] = ar - xr;
          im[b] = ai - xi;
          re[a] = ar + xr;
          im[a] = ai + xi;
        }
      }
    }
  }
}

/** Accumulates figures from PCM chunks (s16le, stereo, ANALYSIS_RATE) as ffmpeg writes them. */
export class SpectrumAccumulator {
  private readonly fft = new Fft();
  private readonly window = new Float64Array(FFT_SIZE);
  private readonly frame = new Float64Array(FFT_SIZE);
  private readonly power = new Float64Array(FFT_SIZE / 2);
  private framePos = 0;
  /** The real part of the FFT holds a windowed frame waiting for its pair. */
  private pairFilled = false;
  private frames = 0;
  private sumSquares = 0;
  private samples = 0;
  private carry: Buffer = Buffer.alloc(0);
  private readonly peaks: number[] = [];
  private blockPeak = 0;
  private blockPos = 0;

  constructor() {
    for (let i = 0; i < FFT_SIZE; i++) this.window[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (FFT_SIZE - 1));
  }

  push(chunk: Buffer): void {
    const data = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    const whole = data.length - (data.length % 4);
    // A copy aligned for Int16Array (chunks from a pipe may start at any byte offset).
    const pcm = new Int16Array(data.buffer.slice(data.byteOffset, data.byteOffset + whole));
    const frame = this.frame;
    let { sumSquares, blockPeak, blockPos, framePos } = this;
    for (let i = 0; i < pcm.length; i += 2) {
      const left = pcm[i]! / 32768;
      const right = pcm[i + 1]! / 32768;
      sumSquares += left * left + right * right;
      const peak = left > right ? (left > -right ? left : -right) : right > -left ? right : -left;
      if (peak > blockPeak) blockPeak = peak;
      if (++blockPos === PEAK_BLOCK) {
        this.peaks.push(blockPeak);
        blockPeak = 0;
        blockPos = 0;
      }
      frame[framePos++] = (left + right) / 2;
      if (framePos === FFT_SIZE) {
        this.framePos = framePos;
        this.flushFrame();
        framePos = 0;
      }
    }
    this.samples += pcm.length / 2;
    Object.assign(this, { sumSquares, blockPeak, blockPos, framePos });
    this.carry = Buffer.from(data.subarray(whole));
  }

  /**
   * Windows the frame just filled. Frames are transformed two at a time (one as the real part, one as the imaginary
   * part of a single FFT): for real frames A and B, |A[k]|² + |B[k]|² = (|Z[k]|² + |Z[N-k]|²) / 2.
   */
  private flushFrame(): void {
    const { re, im } = this.fft;
    const target = this.pairFilled ? im : re;
    for (let i = 0; i < FFT_SIZE; i++) target[i] = this.frame[i]! * this.window[i]!;
    this.framePos = 0;
    if (!this.pairFilled) {
      this.pairFilled = true;
      return;
    }
    this.transformPair();
  }

  private transformPair(): void {
    const { re, im } = this.fft;
    this.fft.run();
    const power = this.power;
    for (let k = 1; k < FFT_SIZE / 2; k++) {
      const m = FFT_SIZE - k;
      power[k] = power[k]! + (re[k]! * re[k]! + im[k]! * im[k]! + re[m]! * re[m]! + im[m]! * im[m]!) / 2;
    }
    this.frames += 2;
    this.pairFilled = false;
  }

  private energy(fromHz: number, toHz: number): number {
    const binHz = ANALYSIS_RATE / FFT_SIZE;
    let sum = 0;
    for (let k = Math.max(1, Math.ceil(fromHz / binHz)); k * binHz < toHz && k < FFT_SIZE / 2; k++)
      sum += this.power[k]!;
    return sum;
  }

  finish(): SpectrumFigures {
    // A last partial frame (zero-padded) counts when nothing else was seen, so short files still have a spectrum.
    if (this.framePos > 0 && (this.frames === 0 || this.framePos > FFT_SIZE / 2)) {
      this.frame.fill(0, this.framePos);
      this.flushFrame();
    }
    if (this.pairFilled) {
      // A lone frame: transformed with a zero imaginary part.
      this.fft.im.fill(0);
      this.fft.run();
      const { re, im } = this.fft;
      for (let k = 1; k < FFT_SIZE / 2; k++) this.power[k] = this.power[k]! + re[k]! * re[k]! + im[k]! * im[k]!;
      this.frames++;
      this.pairFilled = false;
    }
    if (this.blockPos > 0) this.peaks.push(this.blockPeak);
    const total = this.energy(20, 20000);
    const relative = (from: number, to: number) => Math.round((toDb(this.energy(from, to)) - toDb(total)) * 100) / 100;
    const bands = REPORT_BANDS.map(([from, to]) => ({ from_hz: from, to_hz: to, energy_db: relative(from, to) }));
    const matchBandsDb = MATCH_CENTRES.map((centre) => relative(centre / 2 ** (1 / 6), centre * 2 ** (1 / 6)));
    const rms = this.samples > 0 ? Math.sqrt(this.sumSquares / (this.samples * 2)) : 0;
    return {
      samples: this.samples,
      rmsDb: rms > 0 ? 20 * Math.log10(rms) : -120,
      bands,
      matchBandsDb,
      waveform: foldPeaks(this.peaks, WAVEFORM_POINTS),
    };
  }
}

/** Folds peak blocks into `points` values (the maximum of each run), rounded to 3 decimals. */
function foldPeaks(peaks: number[], points: number): number[] {
  if (peaks.length === 0) return [];
  const count = Math.min(points, peaks.length);
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const from = Math.floor((i * peaks.length) / count);
    const to = Math.max(from + 1, Math.floor(((i + 1) * peaks.length) / count));
    let max = 0;
    for (let j = from; j < to; j++) max = Math.max(max, peaks[j]!);
    out.push(Math.round(Math.min(1, max) * 1000) / 1000);
  }
  return out;
}
