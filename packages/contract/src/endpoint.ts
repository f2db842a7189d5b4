// One contract per endpoint: the server registers routes from these objects and the web client is typed by them.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type PermissionLevel = 'readonly' | 'editable';

/**
 * Who may call an endpoint. `public`: anyone; `session`: a signed-in individual; `account`: a signed-in individual
 * acting for the current account (acid), optionally with a team permission (`orOperator`: or an operator acting for
 * no account, whom the handler then serves as themselves); `admin`: an operator.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'session' }
  | {
      kind: 'account';
      permission?: { id: number; level: PermissionLevel };
      managerOnly?: boolean;
      orOperator?: boolean;
    }
  | { kind: 'admin' };

export interface EndpointContract<
  TParams extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: string[];
  access: Access;
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  response: TResponse;
  /** HTTP status of a successful answer; 200 unless stated. */
  successStatus?: 200 | 201 | 204;
}

export function defineEndpoint<
  TParams extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
>(contract: EndpointContract<TParams, TQuery, TBody, TResponse>) {
  return contract;
}

export type ParamsOf<C> = C extends EndpointContract<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.input<P> : never;
export type QueryOf<C> = C extends EndpointContract<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<C> = C extends EndpointContract<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type ResponseOf<C> = C extends EndpointContract<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/** Fills `{name}` segments of a contract path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
