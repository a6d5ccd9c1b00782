import { COUNTRY_SITES, type SiteId } from '@/config/sites';
import { fetchCountryList, fetchResidenceGuide, type ResidenceGuide } from '@/services/api/countries';
import { fetchMemberInfo } from '@/services/api/user';

/** DLG-2: the residence guide config (contract/residence/guide-config.ts). */
export type { ResidenceGuide };

export interface ResidenceJumpInput {
  readonly site: SiteId;
  /** the KYC country of the account, ISO alpha-2; '' when not verified */
  readonly kycCountry: string;
  /** null when the guide config could not be read: the country list decides */
  readonly guide: ResidenceGuide | null;
  /** fallback: the codes of the country list */
  readonly countryCodes: readonly string[];
  /** OAuth pages and demo-account logins never show the modal */
  readonly oauth: boolean;
  readonly demo: boolean;
}

export interface ResidenceJump {
  readonly target: SiteId;
  /** NLD, and the guide's countries2: the person cannot stay */
  readonly forced: boolean;
}

const GUIDE_SITES: Readonly<Record<string, SiteId>> = { EU: 'EU', BYBIT: 'BYBIT', Default: 'BYBIT' };

/** DLG-2: the site a KYC country belongs to, by the country sites, then the guide; null when unknown. */
function residenceSite(country: string, guide: ResidenceGuide | null, countryCodes: readonly string[]): SiteId | null {
  if (COUNTRY_SITES[country]) return COUNTRY_SITES[country];
  if (guide) {
    const entry = guide.guideConfigs.find((g) => g.country2.includes(country));
    return entry ? (GUIDE_SITES[entry.siteId] ?? null) : null;
  }
  // without the guide, the country list tells a real country: it belongs to the global site
  return countryCodes.includes(country) ? 'BYBIT' : null;
}

/**
 * DLG-2: whether a signed-in person is offered (or made) to move to the
 * regional site of their KYC country. Never on OAuth pages, for demo
 * logins, on the Hong Kong site or towards it (HKG never jumps; DLG-5 has
 * its own dialogs), nor on the site the country already belongs to; the
 * Netherlands site is never optional.
 */
export function residenceJumpFor(input: ResidenceJumpInput): ResidenceJump | null {
  const country = input.kycCountry.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country) || input.oauth || input.demo || input.site === 'HKG') return null;
  if (input.guide?.showMode === 'none') return null;
  const target = residenceSite(country, input.guide, input.countryCodes);
  if (!target || target === input.site || target === 'HKG') return null;
  return { target, forced: target === 'NLD' || (input.guide?.countries2.includes(country) ?? false) };
}

/**
 * DLG-2: after a login, the jump the person's KYC country calls for, or
 * null. The guide config decides; when it cannot be read, the country list.
 * A lookup that fails shows nothing: the login goes on.
 */
export async function residenceJumpAfterLogin(facts: {
  readonly site: SiteId;
  readonly oauth: boolean;
  readonly demo: boolean;
}): Promise<(ResidenceJump & { readonly country: string }) | null> {
  if (facts.oauth || facts.demo || facts.site === 'HKG') return null;
  const info = await fetchMemberInfo().catch(() => null);
  const kycCountry = info?.kyc_country ?? '';
  if (!kycCountry) return null;
  const guide = await fetchResidenceGuide().catch(() => null);
  const countryCodes = guide ? [] : (await fetchCountryList().catch(() => [])).map((c) => c.code);
  const jump = residenceJumpFor({ ...facts, kycCountry, guide, countryCodes });
  return jump && { ...jump, country: kycCountry.toUpperCase() };
}

/** DLG-2: the dialog's wording: forced, towards the global site, or towards a regional one. */
export type ResidenceTextKey = 'forcedText' | 'globalText' | 'text';

export function residenceTextKey(jump: ResidenceJump): ResidenceTextKey {
  if (jump.forced) return 'forcedText';
  return jump.target === 'BYBIT' ? 'globalText' : 'text';
}
