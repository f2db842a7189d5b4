import { BulkUploadScreen } from '../features/bulk-upload/index.ts';

/** /dashboard/bulk-upload */
export function BulkUploadPage() {
  return <BulkUploadScreen />;
}
