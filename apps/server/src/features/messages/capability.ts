// The messages capability: the inbox of an account (personal messages and notices).
import { defineCapability } from '../../platform/capability.ts';
import { registerMessagesRoutes } from './messages.routes.ts';
import { createMessagesService } from './messages.service.ts';

export const messagesCapability = defineCapability({
  name: 'messages',
  create: ({ db }) => ({ messages: createMessagesService({ db }) }),
  routes: (http, { messages }) => registerMessagesRoutes(http, { messages }),
});
