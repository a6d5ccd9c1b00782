import type { Endpoint, Facts, Method } from '@/contract/endpoint';
import type { Envelope, HttpClient, RequestOptions } from '@/services/http';

type Options = RequestOptions & { readonly query?: URLSearchParams };

/**
 * Tests of the request layer call made-up urls: each call here is a contract
 * call whose facts are the url's own, of the family a bare url would have
 * ('other', with the token) unless the options name one. The product only
 * ever calls endpoints through their contract facts (`http.call`).
 */
export function byUrl(client: HttpClient) {
  const facts = (method: Method, url: string, options: Options): Facts<Endpoint> => ({
    method,
    path: url,
    kind: options.endpoint?.kind ?? 'other',
    token: options.endpoint?.token ?? true,
  });
  const rest = ({ params: _params, data: _data, endpoint: _endpoint, ...others }: Options) => others;
  const withQuery = (method: Method) => (url: string, options: Options) =>
    client.call(facts(method, url, options), options.params as never, rest(options));
  const withBody = (method: Method) => (url: string, data: unknown, options: Options) =>
    client.call(facts(method, url, options), data as never, {
      ...rest(options),
      ...(options.params ? { query: options.params as Record<string, unknown> } : {}),
    });
  return {
    get: <T>(url: string, options: Options = {}) => withQuery('GET')(url, options) as Promise<Envelope<T>>,
    delete: <T>(url: string, options: Options = {}) => withQuery('DELETE')(url, options) as Promise<Envelope<T>>,
    post: <T>(url: string, data?: unknown, options: Options = {}) =>
      withBody('POST')(url, data, options) as Promise<Envelope<T>>,
    put: <T>(url: string, data?: unknown, options: Options = {}) =>
      withBody('PUT')(url, data, options) as Promise<Envelope<T>>,
    patch: <T>(url: string, data?: unknown, options: Options = {}) =>
      withBody('PATCH')(url, data, options) as Promise<Envelope<T>>,
  };
}
