import {
  REGULATION_CACHE_KEY,
  REGULATION_CACHE_TTL_MS,
  loadRegulationInfo,
  type RegulationInfoFetcher,
  type RegulationStorage,
} from '@/services/compliance/regulation-cache';

const T0 = 1_700_000_000_000;

function fetcherOf(answer: { restrictOperate: boolean; regulationCountry: string }) {
  return vi.fn<RegulationInfoFetcher>(async () => answer);
}

function storedEntry(): unknown {
  const raw = localStorage.getItem(REGULATION_CACHE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

afterEach(() => localStorage.clear());

describe('loadRegulationInfo', () => {
  it('CMP-4 fetches on a cold cache and caches {restrictOperate, expiredTime} for 10 s', async () => {
    const fetcher = fetcherOf({ restrictOperate: false, regulationCountry: 'TR' });
    const info = await loadRegulationInfo(fetcher, { storage: localStorage, now: () => T0 });
    expect(info).toEqual({ known: true, restrictOperate: false, regulationCountry: 'TR', region: 'TR' });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(REGULATION_CACHE_KEY).toBe('REGULATION_RESTRICT_OPERATE');
    expect(REGULATION_CACHE_TTL_MS).toBe(10_000);
    expect(storedEntry()).toEqual({ restrictOperate: false, expiredTime: T0 + 10_000, regulationCountry: 'TR' });
  });

  it('CMP-4 a fresh cache is used without fetching', async () => {
    localStorage.setItem(
      REGULATION_CACHE_KEY,
      JSON.stringify({ restrictOperate: true, expiredTime: T0 + 5_000, regulationCountry: 'DE' }),
    );
    const fetcher = fetcherOf({ restrictOperate: false, regulationCountry: 'FR' });
    const info = await loadRegulationInfo(fetcher, { storage: localStorage, now: () => T0 });
    expect(fetcher).not.toHaveBeenCalled();
    expect(info).toEqual({ known: true, restrictOperate: true, regulationCountry: 'DE', region: 'EEA' });
  });

  it('CMP-4 an expired cache is refetched and rewritten', async () => {
    localStorage.setItem(
      REGULATION_CACHE_KEY,
      JSON.stringify({ restrictOperate: true, expiredTime: T0 - 1, regulationCountry: 'DE' }),
    );
    const fetcher = fetcherOf({ restrictOperate: false, regulationCountry: 'KZ' });
    const info = await loadRegulationInfo(fetcher, { storage: localStorage, now: () => T0 });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(info).toMatchObject({ known: true, regulationCountry: 'KZ', region: 'KZ' });
    expect(storedEntry()).toMatchObject({ restrictOperate: false, expiredTime: T0 + 10_000 });
  });

  it('CMP-4 the cache is valid for 10 s: hit at 9 999 ms, miss at 10 000 ms', async () => {
    const fetcher = fetcherOf({ restrictOperate: false, regulationCountry: 'GE' });
    let clock = T0;
    const options = { storage: localStorage, now: () => clock };
    await loadRegulationInfo(fetcher, options);
    clock = T0 + 9_999;
    await loadRegulationInfo(fetcher, options);
    expect(fetcher).toHaveBeenCalledTimes(1);
    clock = T0 + 10_000;
    await loadRegulationInfo(fetcher, options);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('CMP-4 a failed request means region unknown and caches nothing', async () => {
    const fetcher = vi.fn<RegulationInfoFetcher>(async () => {
      throw new Error('network down');
    });
    await expect(loadRegulationInfo(fetcher, { storage: localStorage, now: () => T0 })).resolves.toEqual({
      known: false,
    });
    expect(localStorage.getItem(REGULATION_CACHE_KEY)).toBeNull();
  });

  it('CMP-4 a malformed answer means region unknown and caches nothing', async () => {
    const fetcher = vi.fn<RegulationInfoFetcher>(
      async () =>
        ({ restrictOperate: 'yes', regulationCountry: 'DE' }) as unknown as Awaited<ReturnType<RegulationInfoFetcher>>,
    );
    await expect(loadRegulationInfo(fetcher, { storage: localStorage, now: () => T0 })).resolves.toEqual({
      known: false,
    });
    expect(localStorage.getItem(REGULATION_CACHE_KEY)).toBeNull();
  });

  it('CMP-4 the restrict flag reports the EEA region', async () => {
    const info = await loadRegulationInfo(fetcherOf({ restrictOperate: true, regulationCountry: 'NL' }), {
      storage: localStorage,
      now: () => T0,
    });
    expect(info).toEqual({ known: true, restrictOperate: true, regulationCountry: 'NL', region: 'EEA' });
  });

  it('CMP-4 malformed or country-less cache entries are ignored and refetched', async () => {
    const fetcher = fetcherOf({ restrictOperate: false, regulationCountry: 'AE' });
    for (const raw of ['{broken', 'null', JSON.stringify({ restrictOperate: true, expiredTime: T0 + 5_000 })]) {
      localStorage.setItem(REGULATION_CACHE_KEY, raw);
      await expect(loadRegulationInfo(fetcher, { storage: localStorage, now: () => T0 })).resolves.toMatchObject({
        regulationCountry: 'AE',
      });
    }
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('CMP-4 works without storage and when storage throws', async () => {
    const fetcher = fetcherOf({ restrictOperate: false, regulationCountry: 'ID' });
    await expect(loadRegulationInfo(fetcher, { storage: null, now: () => T0 })).resolves.toMatchObject({ known: true });
    const broken: RegulationStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    await expect(loadRegulationInfo(fetcher, { storage: broken, now: () => T0 })).resolves.toMatchObject({
      region: 'ID',
    });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
