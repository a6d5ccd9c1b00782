import { countryListFacts } from '@/contract/countries/country-list.facts';
import { ipCountryFacts } from '@/contract/countries/ip-country.facts';
import { residenceGuideConfigFacts } from '@/contract/residence/guide-config.facts';

import { answer } from '../answer';
import { ok } from '../envelope';

export const COUNTRIES = [
  { code: 'DE', name: 'Germany', dial_code: '49', is_disable: false },
  { code: 'US', name: 'United States', dial_code: '1', is_disable: true },
] as const;

/** DLG-2: the residence guide: EEA residents to the EU site, a few others to the global one. */
export const RESIDENCE_GUIDE = {
  guideConfigs: [
    { siteId: 'EU', country2: ['DE', 'FR'] },
    { siteId: 'BYBIT', country2: ['BR'] },
    { siteId: 'Default', country2: [] },
  ],
  showMode: 'popup',
  countries2: [],
} as const;

export const IP_COUNTRY = { code: 'DE', is_visible: true, group_country: 'EU' } as const;

/** REG-9, SEC-5: GET /v2/public/country-list (public) and the visitor's IP country. */
export const countryHandlers = [
  answer(countryListFacts, ({ request }) => {
    const withDisabled = new URL(request.url).searchParams.get('is_disable') === '1';
    return ok({ list: withDisabled ? COUNTRIES : COUNTRIES.filter((c) => !c.is_disable) });
  }),
  answer(ipCountryFacts, () => ok(IP_COUNTRY)),
  answer(residenceGuideConfigFacts, () => ok(RESIDENCE_GUIDE)),
];
