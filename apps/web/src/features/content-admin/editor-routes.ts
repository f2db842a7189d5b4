// The editor's two addresses (WEB_ROUTES /admin/content/new and /admin/content/:id), apart from content-paths.ts so
// that the capability (in the app chunk) names them without pulling in the contract.
export const CONTENT_EDITOR_PATHS = { create: '/admin/content/new', edit: '/admin/content/:id' } as const;
