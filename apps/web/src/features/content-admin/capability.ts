// The content-admin capability: the operators' content list on the console's content tab, the editor pages
// (/admin/content/new, /admin/content/:id; Tiptap loads with them only) and the secret preview page.
import { adminSection, type Capability, featureTexts, lazyPage } from '../../app/capability.ts';
import { CONTENT_EDITOR_PATHS } from './editor-routes.ts';

const editorPage = lazyPage(() => import('./ContentEditorPage.tsx'), 'ContentEditorPage');

export const contentAdminCapability = {
  name: 'content-admin',
  routes: [
    { pattern: CONTENT_EDITOR_PATHS.create, page: editorPage },
    { pattern: CONTENT_EDITOR_PATHS.edit, page: editorPage },
    {
      pattern: '/preview/content/:token',
      page: lazyPage(() => import('./ContentPreviewPage.tsx'), 'ContentPreviewPage'),
    },
  ],
  adminSections: [adminSection('content', 10, () => import('./ContentListSection.tsx'), 'ContentListSection')],
  catalogs: featureTexts(
    'contentAdmin',
    async () => (await import('./catalog.ja.ts')).contentAdminJa,
    async () => (await import('./catalog.en.ts')).contentAdminEn,
  ),
  // The upload field of the image dialog; the feature flags' names of the popup audience.
  uses: ['uploads', 'admin'],
} satisfies Capability;
