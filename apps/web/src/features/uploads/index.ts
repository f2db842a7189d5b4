export { UploadField, type UploadFieldProps } from './UploadField.tsx';
export { UploadSummary } from './UploadSummary.tsx';
export { describeFacts, formatBytes, previewSource } from './upload-format.ts';
export type { Upload, UploadFacts, UploadKind } from './upload-types.ts';
