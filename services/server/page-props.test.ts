import type { GetServerSidePropsContext } from 'next';
import { describe, expect, it } from 'vitest';

import type { PageApi, PageProps } from '@/services/page-props';
import { bothExtensions } from '@/services/server/page-props';

describe('bothExtensions', () => {
  it('OAUTH-4 REG-12 asks both extensions together and sends what each adds', async () => {
    const started: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const client = async () => {
      started.push('client');
      await gate;
      return { oauthClient: null };
    };
    const bonus = async () => {
      started.push('bonus');
      return { bonus: { amount: '50' } };
    };
    const both = bothExtensions(client, bonus)({} as PageProps, {} as GetServerSidePropsContext, {} as PageApi);
    await Promise.resolve();
    // the second is asked while the first still waits
    expect(started).toEqual(['client', 'bonus']);
    release();
    expect(await both).toEqual({ oauthClient: null, bonus: { amount: '50' } });
  });

  it('OAUTH-4 REG-12 hands both extensions the api the server gives the page', async () => {
    const api: PageApi = { oauthClient: async () => null, banners: async () => [] };
    const seen: PageApi[] = [];
    const record = async (_props: PageProps, _ctx: GetServerSidePropsContext, given: PageApi) => {
      seen.push(given);
      return {};
    };
    await bothExtensions(record, record)({} as PageProps, {} as GetServerSidePropsContext, api);
    expect(seen).toEqual([api, api]);
  });
});
