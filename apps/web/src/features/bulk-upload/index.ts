export { BulkUploadScreen } from './BulkUploadScreen.tsx';
export { TemplateGuide } from './TemplateGuide.tsx';
