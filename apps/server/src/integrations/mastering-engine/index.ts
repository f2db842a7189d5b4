// The mastering engine (decision 0022): measures mixes and masters them with ffmpeg filter graphs built by code.
export { createMasteringEngine } from './engine.ts';
export { type MasteringSupport, masteringSupport } from './support.ts';
export {
  MASTERING_TARGET,
  type MasterInput,
  type MasteringAnalysis,
  type MasteringEffect,
  type MasteringEngine,
  MasteringEngineError,
  type MasteringEngineFailure,
  type MasteringEngineOptions,
  type MasterResult,
  type RenderPreviewsInput,
  type RenderPreviewsResult,
} from './types.ts';
