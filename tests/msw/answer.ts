import { http, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';

import type { Endpoint, Facts } from '@/contract/endpoint';

/**
 * An MSW handler for a contract endpoint: its method and path are the
 * endpoint's facts (contract/<area>/<name>.facts.ts), never written again here.
 */
export function answer<E extends Endpoint>(
  facts: Facts<E>,
  resolver: HttpResponseResolver<PathParams, DefaultBodyType>,
) {
  const on = {
    GET: http.get,
    POST: http.post,
    PUT: http.put,
    PATCH: http.patch,
    DELETE: http.delete,
  }[facts.method];
  return on(`*/x-api${facts.path}`, resolver);
}
