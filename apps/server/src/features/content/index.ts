// Public face of the content feature: its capability, and the content service the operators' tools will use.
export { contentCapability } from './capability.ts';
export {
  type ContentService,
  createContentService,
  createEntry,
  type EntryInput,
  type GuideArticleInput,
  type TranslationInput,
} from './content.service.ts';
export { type ContentDocument, doc } from './document.ts';
export { createGuideService, type GuideService } from './guide.service.ts';
