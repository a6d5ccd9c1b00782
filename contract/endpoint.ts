import type { Static, TSchema } from 'typebox';

import type { RET_CODES, RetCode } from './ret-codes';

/**
 * What one x-api endpoint is, declared once in its module under contract/
 * and read by both sides: the api registers and validates the route from it
 * (server/routes/contract-route.ts), the web's fetcher is typed from it
 * (services/http `call`). This file holds types and one identity function:
 * the browser may import it, and nothing here pulls in the schema library.
 */

/** HTTP-4: the methods an endpoint may have. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** HTTP-3: the methods whose payload travels as the query; the others send it as the body. */
export type QueryMethod = 'GET' | 'DELETE';
const QUERY_METHODS: readonly string[] = ['GET', 'DELETE'] satisfies QueryMethod[];

/** What a call with no method is (axios's and fetch's default). */
export const DEFAULT_METHOD = 'GET' satisfies Method;

/** The methods a web server answers without reading a body: pages, files, a forwarded read. */
export const READ_METHODS: readonly string[] = ['GET', 'HEAD'];

/** Whether a request of this method only reads (GET or HEAD). */
export function isReadMethod(method: string | undefined): boolean {
  return READ_METHODS.includes((method ?? DEFAULT_METHOD).toUpperCase());
}

/** Whether a request asks for the head of an answer only. */
export function isHeadMethod(method: string | undefined): boolean {
  return method?.toUpperCase() === 'HEAD';
}

/** Whether a call of this method (in any case, as axios and Node spell it) sends its payload as the query. */
export function sendsQuery(method: string | undefined): boolean {
  return QUERY_METHODS.includes((method ?? DEFAULT_METHOD).toUpperCase());
}

/**
 * The family an endpoint belongs to, for the web's error catalogue: whether
 * a refusal is the form's to show or a toast, whether it may name a dialog,
 * how a 10016 reads (ERR-4..10).
 */
export type EndpointKind =
  | 'login'
  | 'register'
  | 'profile'
  | 'telegramBind'
  | 'miniApp'
  | 'qrcode'
  | 'authorize'
  | 'thirdPartyLogin'
  | 'anonymity'
  | 'openInfo'
  | 'unbindGoogle2faSendCode'
  /** issue 26: the account's security settings, whose refusals (a wrong code) the form tells */
  | 'security'
  | 'other';

/** What the web needs of an endpoint at run time. */
export interface EndpointFacts {
  readonly method: Method;
  /** the path under /x-api */
  readonly path: string;
  readonly kind: EndpointKind;
  /** carries the visitor's UserToken (HTTP-6: public endpoints never do) */
  readonly token: boolean;
}

export interface Endpoint extends EndpointFacts {
  /** the body of a POST or PUT, the query of a GET */
  readonly request: TSchema;
  /** the envelope's `result` when the answer is a success */
  readonly result: TSchema;
  /** the refusals the endpoint may answer, besides those every endpoint may (CommonCode) */
  readonly codes: readonly RetCode[];
}

/** Declares an endpoint; `const` keeps its facts as literal types, which the web's copy is checked against. */
export function endpoint<const E extends Endpoint>(declared: E): E {
  return declared;
}

/** What the caller sends: the body, or the query of a GET. */
export type RequestOf<E extends Endpoint> = Static<E['request']>;
/** What a successful answer carries in `result`. */
export type ResultOf<E extends Endpoint> = Static<E['result']>;

/** Refusals any endpoint may answer: an unreadable request, a failure of the service. */
export type CommonCode = typeof RET_CODES.badRequest | typeof RET_CODES.internal | typeof RET_CODES.serviceError;

/** Every code an endpoint may answer besides success; an endpoint that takes the token may also say the session ended. */
export type CodeOf<E extends Endpoint> =
  E['codes'][number] | CommonCode | (E['token'] extends true ? typeof RET_CODES.sessionInvalid : never);

/**
 * The web's run-time copy of an endpoint's facts. Typed against the contract
 * module (imported as a type only), so a copy that differs from the
 * declaration in any fact does not compile; `contract` is never set and only
 * carries the endpoint's types to the client.
 */
export type Facts<E extends Endpoint> = Pick<E, keyof EndpointFacts> & { readonly contract?: E };
