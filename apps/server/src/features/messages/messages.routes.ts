import * as api from '@otodoke/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import type { MessagesService } from './messages.service.ts';

export function registerMessagesRoutes(app: FastifyInstance, deps: { messages: MessagesService }) {
  const { messages } = deps;
  registerEndpoint(app, api.listMyMessages, ({ query }, ctx) => messages.list(ctx.account!, query, ctx.language));
  registerEndpoint(app, api.readMyMessage, ({ params }, ctx) => messages.read(ctx.account!, params.id));
  registerEndpoint(app, api.readAllMyMessages, ({ body }, ctx) => messages.readAll(ctx.account!, body.type));
  registerEndpoint(app, api.listGeneralMessages, ({ query }) => messages.adminList(query));
  registerEndpoint(app, api.postGeneralMessage, ({ body }, ctx) => messages.adminPost(ctx.individual!, body));
}
