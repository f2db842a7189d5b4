// Public face of the releases feature: the list, registration (type choice and editor) and the terms pages.
export { ReleaseEditor } from './ReleaseEditor.tsx';
export { ReleaseList } from './ReleaseList.tsx';
export { ReleaseTypeChooser } from './ReleaseTypeChooser.tsx';
export { readReleaseId } from './release-terms.ts';
export { saleDateIso } from './scheduled-sale.ts';
export { TermsAcknowledge } from './TermsAcknowledge.tsx';
