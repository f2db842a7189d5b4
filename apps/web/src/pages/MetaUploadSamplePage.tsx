import { TemplateGuide } from '../features/bulk-upload/index.ts';

/** /member/meta-upload/sample (older member area): how to fill in the bulk upload template. */
export function MetaUploadSamplePage() {
  return <TemplateGuide />;
}
