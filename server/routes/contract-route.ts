import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  preValidationHookHandler,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import { Value } from 'typebox/value';

import { sendsQuery, type CodeOf, type Endpoint, type QueryMethod, type ResultOf } from '@/contract/endpoint';
import { RET_CODES } from '@/contract/ret-codes';

import type { Refusal, Success } from '../envelope';
import { withPlainText } from './plain-text';

type DeepReadonly<T> = T extends (infer I)[]
  ? readonly DeepReadonly<I>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/** What a handler of endpoint E may answer: its result (literal or kept read-only), or one of its refusals. */
export type Answer<E extends Endpoint> = Success<DeepReadonly<ResultOf<E>>> | Refusal<CodeOf<E>>;

/** The request a handler of E gets: the body, or for a GET the query, already checked against E's schema. */
export type ContractRequest<E extends Endpoint> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  E['method'] extends QueryMethod ? { querystring: E['request'] } : { body: E['request'] },
  // fastify's TypeBox provider reads the request's type off the same schema it validates with
  TypeBoxTypeProvider
>;

export interface RouteOptions {
  /** the session guard of an endpoint that takes the token (server/auth/guard.ts requireUser) */
  readonly onRequest?: onRequestHookHandler;
  /** runs before the request is checked against the schema (e.g. a POST without a body read as `{}`) */
  readonly preValidation?: preValidationHookHandler;
  /** runs after validation, before the handler (issue 36: the re-proof of a security change) */
  readonly preHandler?: preHandlerHookHandler;
  /** a body limit other than the app's */
  readonly bodyLimit?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the contract the route was declared from; answers are checked against it outside production */
    contract?: Endpoint;
  }
}

/**
 * Registers endpoint E from its contract module: method, path, and the
 * schema of its body (or query) that fastify validates before the handler
 * runs. The handler's answer is typed by the contract: a result of E's
 * shape, or a refusal with one of E's codes.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions,
  handler: (req: ContractRequest<E>, reply: FastifyReply) => Promise<Answer<E> | FastifyReply> | Answer<E>,
): void {
  // every string of the request is plain text (server/routes/plain-text.ts)
  const checked = withPlainText(endpoint.request);
  const requestSchema = sendsQuery(endpoint.method) ? { querystring: checked } : { body: checked };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: requestSchema,
    config: { contract: endpoint },
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    // the request was validated against E's schema above: its type is E's
    handler: handler as (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

/** A POST without a body reads as `{}`, for endpoints whose body fields are all optional (a preValidation hook). */
export async function emptyBodyAsObject(req: FastifyRequest): Promise<void> {
  if (req.body === undefined || req.body === null) req.body = {};
}

/** Codes every endpoint may answer, whatever its contract lists (contract/endpoint.ts CommonCode). */
const COMMON_CODES: readonly number[] = [RET_CODES.badRequest, RET_CODES.internal, RET_CODES.serviceError];

/**
 * Why an answer breaks its endpoint's contract, or null when it keeps it:
 * a success whose result does not match the result schema, or a refusal with
 * a code the contract does not list.
 */
export function contractBreach(endpoint: Endpoint, answer: unknown): string | null {
  if (!answer || typeof answer !== 'object') return null;
  const { ret_code: code, result } = answer as { ret_code?: unknown; result?: unknown };
  if (typeof code !== 'number') return null;
  if (code === RET_CODES.success) {
    if (Value.Check(endpoint.result, result)) return null;
    const first = Value.Errors(endpoint.result, result)[0];
    return `result does not match: ${first ? `${first.instancePath || '/'} ${first.message}` : 'unknown'}`;
  }
  const allowed =
    endpoint.codes.includes(code as never) ||
    COMMON_CODES.includes(code) ||
    (endpoint.token && code === RET_CODES.sessionInvalid);
  return allowed ? null : `ret_code ${code} is not among its codes`;
}
