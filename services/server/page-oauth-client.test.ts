import { describe, expect, it } from 'vitest';

import { createPageOAuthClient } from '@/services/server/page-oauth-client';
import { answeringApi } from '@/services/server/test-support';

const DEMO = { client_id: 'demo-client', name: 'Demo App', logo_url: '' };

describe('the OAuth client sent with an OAuth page', () => {
  it('OAUTH-4 asks the api once per client id, then serves what it kept while a new one is asked', async () => {
    const { urls, fetch } = answeringApi([DEMO, { ...DEMO, name: 'Demo App 2' }, { ...DEMO, client_id: 'other' }]);
    let clock = 0;
    const client = createPageOAuthClient({ apiOrigin: 'http://api', ttlMs: 1000, fetch, now: () => clock });
    expect(await client('demo-client')).toEqual(DEMO);
    clock = 999;
    expect(await client('demo-client')).toEqual(DEMO);
    expect(urls).toEqual(['http://api/x-api/oauth/v1/public/client_info?client_id=demo-client']);
    // past its lifetime the kept one is served once more while the api is asked again
    clock = 1000;
    expect(await client('demo-client')).toEqual(DEMO);
    // the new answer replaces the kept one once it arrives
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await client('demo-client')).toEqual({ ...DEMO, name: 'Demo App 2' });
    // another client is another answer
    expect(await client('other')).toEqual({ ...DEMO, client_id: 'other' });
    expect(urls).toHaveLength(3);
  });

  it('OAUTH-4 an unknown client (no answer) is not kept: the next page asks again', async () => {
    const { urls, fetch } = answeringApi([null, DEMO]);
    const client = createPageOAuthClient({ apiOrigin: 'http://api', ttlMs: 30_000, fetch });
    expect(await client('demo-client')).toBeNull();
    expect(await client('demo-client')).toEqual(DEMO);
    expect(urls).toHaveLength(2);
  });
});
