// The operators' content tools: entries of every kind with versions, status and secret preview links, content images
// in responsive sizes, and embeds of releases and artists (contract content-admin.ts; decision 0019).
import { defineCapability } from '../../../platform/capability.ts';
import type { NameSql } from './admin.repository.ts';
import { registerContentAdminRoutes } from './admin.routes.ts';
import { createContentAdminService } from './admin.service.ts';
import { createContentImages } from './images.ts';

export const contentAdminCapability = defineCapability({
  name: 'content-admin',
  // Who saved what: the accounts feature's names of individuals (a subquery of its table).
  needs: ['accounts'],
  create: ({ db, now, config, storage }, { accounts }: { accounts: { identity: { individualNameSql: NameSql } } }) => ({
    admin: createContentAdminService({
      db,
      now: now ?? (() => new Date()),
      publicUrl: config.publicUrl,
      nameSql: accounts.identity.individualNameSql,
    }),
    images: createContentImages({ db, storage }),
  }),
  routes: (http, { admin, images }, { storage, db }) =>
    registerContentAdminRoutes(http, { admin, images, storage, db }),
});
