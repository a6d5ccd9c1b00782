import { setupServer, type SetupServer } from 'msw/node';

import { authHandlers } from './handlers/auth';
import { complianceHandlers } from './handlers/compliance';
import { configHandlers } from './handlers/config';
import { countryHandlers } from './handlers/countries';
import { deviceHandlers } from './handlers/devices';
import { userHandlers } from './handlers/user';

/**
 * The x-api as the tests see it: every domain answers with success by
 * default; a test that needs a failure overrides one route with `server.use`.
 * Each test file starts and stops it:
 *
 *   beforeAll(() => server.listen(LISTEN_OPTIONS));
 *   afterEach(() => server.resetHandlers());
 *   afterAll(() => server.close());
 */
export const server = setupServer(
  ...configHandlers,
  ...userHandlers,
  ...countryHandlers,
  ...complianceHandlers,
  ...authHandlers,
  ...deviceHandlers,
);

/** A request no handler knows is a test bug, not a silent network error. */
export const LISTEN_OPTIONS = { onUnhandledRequest: 'error' } as const;

export interface SeenRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  readonly credentials: RequestCredentials;
}

/**
 * Every request that reached the network layer, in order (handled, unhandled
 * or passed through). Cached answers never show up here, which is how the
 * cache tests count round trips.
 */
export function recordRequests(target: SetupServer = server) {
  const seen: SeenRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      credentials: request.credentials,
    });
  };
  target.events.on('request:start', listener);
  return {
    seen,
    /** requests whose path (without origin and query) is `pathname` */
    to: (pathname: string) => seen.filter((r) => r.url.pathname === pathname),
    stop: () => target.events.removeListener('request:start', listener),
  };
}
