// Registers a route from its contract: schemas for validation and OpenAPI, and the access guard the contract
// declares, so no route can forget to check who is asking.
import { type Access, type EndpointContract, findTextProblems, type ResponseOf } from '@otodoke/contract';
import { AppError, VALIDATION_MESSAGES } from '@otodoke/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import type { ActingAccount, RequestContext } from './context.ts';

type Parsed<T> = Exclude<T, undefined> extends z.ZodType ? z.output<Exclude<T, undefined>> : never;

export interface EndpointInput<C extends EndpointContract> {
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
}

export type EndpointHandler<C extends EndpointContract> = (
  input: EndpointInput<C>,
  ctx: RequestContext,
  http: { request: FastifyRequest; reply: FastifyReply },
) => Promise<ResponseOf<C>>;

const LEVEL_RANK = { none: 0, readonly: 1, editable: 2 } as const;

export function hasPermission(account: ActingAccount, id: number, level: 'readonly' | 'editable'): boolean {
  if (account.isAccountManager) return true;
  const granted = account.permissions[String(id)] ?? 'none';
  return LEVEL_RANK[granted] >= LEVEL_RANK[level];
}

/** Throws the error a caller without the access gets; returns when the caller may proceed. */
export function assertAccess(access: Access, ctx: RequestContext, method: string, allowDuringTakeover: boolean): void {
  if (access.kind === 'public') return;
  if (!ctx.individual) throw new AppError('NOT_SIGNED_IN');
  if (ctx.isTakeover && method !== 'GET' && !allowDuringTakeover) throw new AppError('INVALID_LOGIN_STATE');
  if (access.kind === 'admin') {
    if (!ctx.individual.isAdmin || ctx.isTakeover) throw new AppError('FORBIDDEN');
    return;
  }
  if (access.kind === 'session') return;
  // An operator acting for no account (not an unreachable one, not a takeover) where the endpoint allows it.
  if (access.orOperator && !ctx.account && !ctx.accountDenied && ctx.individual.isAdmin && !ctx.isTakeover) return;
  if (ctx.accountDenied || !ctx.account) throw new AppError('FORBIDDEN');
  if (access.managerOnly && !ctx.account.isAccountManager) throw new AppError('FORBIDDEN');
  if (access.permission && !hasPermission(ctx.account, access.permission.id, access.permission.level)) {
    throw new AppError('FORBIDDEN');
  }
}

/**
 * Refuses text no field may hold, in path parameters, query and body alike, before the schemas parse them: NUL and
 * lone surrogates anywhere, control characters in one-line fields (the contract marks the multi-line ones). Without a
 * schema for a part, every string in it is held to the multi-line rule.
 */
export function assertTextAllowed(parts: { schema: z.core.$ZodType | undefined; value: unknown }[]): void {
  const fields: Record<string, (typeof VALIDATION_MESSAGES)['invalidCharacters' | 'controlCharacters']> = {};
  for (const { schema, value } of parts) {
    // Most reads send no parameters, query or body at all: nothing to look at.
    if (value === undefined || value === null || (typeof value === 'object' && Object.keys(value).length === 0))
      continue;
    for (const [name, problem] of Object.entries(findTextProblems(schema, value))) {
      fields[name] ??= VALIDATION_MESSAGES[problem];
    }
  }
  if (Object.keys(fields).length > 0) throw AppError.invalidFields(fields);
}

/**
 * A route outside the contracts (file bytes, the tus protocol) with the same access guard before anything else runs.
 * The handler writes the reply itself.
 */
export function registerGuardedRoute(
  app: FastifyInstance,
  route: {
    method: HTTPMethods | HTTPMethods[];
    url: string;
    access: Access;
    allowDuringTakeover?: boolean;
  },
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  app.route({
    method: route.method,
    url: route.url,
    schema: { hide: true },
    preValidation: async (request) => {
      assertAccess(route.access, request.ctx, request.method, route.allowDuringTakeover ?? false);
      // File bytes and tus bodies are the handler's; the path and query are text like any other.
      assertTextAllowed([
        { schema: undefined, value: request.params },
        { schema: undefined, value: request.query },
      ]);
    },
    handler,
  });
}

export interface RegisteredEndpoint {
  contract: EndpointContract;
}

/** Every registered contract, for the test that walks the route table. */
export const registeredEndpoints: RegisteredEndpoint[] = [];

export function registerEndpoint<C extends EndpointContract>(
  app: FastifyInstance,
  contract: C,
  handler: EndpointHandler<C>,
  options: { allowDuringTakeover?: boolean } = {},
): void {
  registeredEndpoints.push({ contract });
  const status = contract.successStatus ?? 200;
  app.route({
    method: contract.method,
    url: contract.path.replace(/\{(\w+)\}/g, ':$1'),
    schema: {
      summary: contract.summary,
      tags: contract.tags,
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: { [status]: contract.response },
    },
    preValidation: async (request) => {
      assertAccess(contract.access, request.ctx, request.method, options.allowDuringTakeover ?? false);
      assertTextAllowed([
        { schema: contract.params, value: request.params },
        { schema: contract.query, value: request.query },
        { schema: contract.body, value: request.body },
      ]);
    },
    handler: async (request, reply) => {
      const input = {
        params: request.params ?? {},
        query: request.query ?? {},
        body: request.body,
      } as EndpointInput<C>;
      const result = await handler(input, request.ctx, { request, reply });
      return reply.status(status).send(result);
    },
  });
}
