// The messages capability: the inbox of an account (personal messages and notices).
import { defineCapability } from '../../platform/capability.ts';
import { registerMessagesRoutes } from './messages.routes.ts';
import { type AccountsSql, createMessagesService, type IndividualNameSql } from './messages.service.ts';

export const messagesCapability = defineCapability({
  name: 'messages',
  // The name of who posted a notice: messages cannot import accounts (accounts imports messages).
  needs: ['accounts'],
  create: (
    { db },
    { accounts }: { accounts: { identity: { individualNameSql: IndividualNameSql; accountsJoinSql: AccountsSql } } },
  ) => ({
    messages: createMessagesService({
      db,
      individualNameSql: accounts.identity.individualNameSql,
      accountsSql: accounts.identity.accountsJoinSql,
    }),
  }),
  routes: (http, { messages }) => registerMessagesRoutes(http, { messages }),
});
