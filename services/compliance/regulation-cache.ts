import type { regulationInfo } from '@/contract/compliance/regulation-info';
import type { ResultOf } from '@/contract/endpoint';

import { regionFor } from './rules';

/** CMP-4: localStorage key of the cached regulation flag. */
export const REGULATION_CACHE_KEY = 'REGULATION_RESTRICT_OPERATE';

/** CMP-4 / SPEC §9: how long the cached regulation flag stays valid. */
export const REGULATION_CACHE_TTL_MS = 10_000;

/** What GET /compliance/v1/wall/regulation-info yields once unwrapped. */
export type RegulationInfoResponse = ResultOf<typeof regulationInfo>;

export type RegulationInfoFetcher = () => Promise<RegulationInfoResponse>;

/**
 * The cached entry: the spec's `{restrictOperate, expiredTime}` plus the
 * regulation country, which compliance readiness (CMP-3) needs as well. An
 * entry without the country (written by an older client) counts as a miss.
 */
export interface CachedRegulationFlag {
  readonly restrictOperate: boolean;
  readonly expiredTime: number;
  readonly regulationCountry: string;
}

export type RegulationInfo =
  | {
      readonly known: true;
      readonly restrictOperate: boolean;
      readonly regulationCountry: string;
      /** 'EEA' when restricted, else the regulation country */
      readonly region: string | null;
    }
  | { readonly known: false };

export type RegulationStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface RegulationCacheOptions {
  /** null where there is no storage (server side, or storage disabled) */
  readonly storage: RegulationStorage | null;
  /** clock in milliseconds; Date.now by default */
  readonly now?: () => number;
}

const UNKNOWN: RegulationInfo = { known: false };

function toInfo(restrictOperate: boolean, regulationCountry: string): RegulationInfo {
  return { known: true, restrictOperate, regulationCountry, region: regionFor(regulationCountry, restrictOperate) };
}

/** The cached entry when it is well-formed and still fresh at `now`, else null. */
export function readCachedRegulationFlag(storage: RegulationStorage | null, now: number): CachedRegulationFlag | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(REGULATION_CACHE_KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { restrictOperate, expiredTime, regulationCountry } = parsed as Record<string, unknown>;
  if (
    typeof restrictOperate !== 'boolean' ||
    typeof expiredTime !== 'number' ||
    typeof regulationCountry !== 'string'
  ) {
    return null;
  }
  return now < expiredTime ? { restrictOperate, expiredTime, regulationCountry } : null;
}

export function writeCachedRegulationFlag(
  storage: RegulationStorage | null,
  info: RegulationInfoResponse,
  now: number,
): void {
  const entry: CachedRegulationFlag = {
    restrictOperate: info.restrictOperate,
    expiredTime: now + REGULATION_CACHE_TTL_MS,
    regulationCountry: info.regulationCountry,
  };
  try {
    storage?.setItem(REGULATION_CACHE_KEY, JSON.stringify(entry));
  } catch {
    // a full or disabled storage only costs a refetch next time
  }
}

function isRegulationInfoResponse(value: unknown): value is RegulationInfoResponse {
  if (typeof value !== 'object' || value === null) return false;
  const { restrictOperate, regulationCountry } = value as Record<string, unknown>;
  return typeof restrictOperate === 'boolean' && typeof regulationCountry === 'string';
}

/**
 * CMP-4: the regulation info, from the 10 s cache when fresh, else from the
 * fetcher (and then cached). A failed or malformed answer means the region is
 * unknown; nothing is cached then, so the next call asks again.
 */
export async function loadRegulationInfo(
  fetcher: RegulationInfoFetcher,
  { storage, now = Date.now }: RegulationCacheOptions,
): Promise<RegulationInfo> {
  const cached = readCachedRegulationFlag(storage, now());
  if (cached !== null) return toInfo(cached.restrictOperate, cached.regulationCountry);
  let answer: unknown;
  try {
    answer = await fetcher();
  } catch {
    return UNKNOWN;
  }
  if (!isRegulationInfoResponse(answer)) return UNKNOWN;
  // stamp after the request so the entry lives the full TTL from when it was known
  writeCachedRegulationFlag(storage, answer, now());
  return toInfo(answer.restrictOperate, answer.regulationCountry);
}
