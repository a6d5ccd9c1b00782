/**
 * Reference data the api serves (config keys, banners, compliance, countries)
 * and the development demo account. `seed.ts` inserts it at every start
 * without overwriting rows that already exist, so edits made in the database
 * survive restarts.
 */

/** Regulated sites' countries: the European Economic Area (CMP-4, REG-12). */
export const EEA_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IS',
  'IE',
  'IT',
  'LV',
  'LI',
  'LT',
  'LU',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

/** REG-10: countries where registration is refused (Ontario is a province of CA, not a country row). */
export const RESTRICTED_COUNTRIES = ['CN', 'CU', 'IR', 'KP', 'SD', 'SG', 'SY', 'US'] as const;

/** UI-6: /v3/config/web keys; every value is the string the front end receives. */
export const SEED_CONFIG: ReadonlyArray<{ project: string; name: string; value: string }> = [
  { project: 'web', name: 'captcha_order', value: '["magpie","geecaptcha","recaptcha","qqcatpcha"]' },
  { project: 'web', name: 'captcha_geetest_script', value: '/x-api/dev/captcha/geetest.js' },
  { project: 'web', name: 'captcha_recaptcha_script', value: '/x-api/dev/captcha/recaptcha.js' },
  { project: 'web', name: 'captcha_tencent_script', value: '/x-api/dev/captcha/tencent.js' },
  { project: 'web', name: 'download_allowed', value: 'true' },
  { project: 'web', name: 'phone_tab_hidden', value: 'false' },
  { project: 'web', name: 'register_variant', value: 'newCode' },
  { project: 'web', name: 'white_hosts', value: '[]' },
  { project: 'web', name: 'gray_config', value: '{}' },
  // DLG-2: EEA residents belong to the EU site (the Netherlands has its own), these others to the global one
  {
    project: 'residence',
    name: 'guide',
    value: JSON.stringify({
      guideConfigs: [
        { siteId: 'EU', country2: EEA_COUNTRIES.filter((c) => c !== 'NL') },
        { siteId: 'BYBIT', country2: ['AR', 'BR', 'GB', 'IN', 'KR', 'NG', 'PH', 'TH', 'UA', 'VN', 'ZA'] },
        { siteId: 'Default', country2: [] },
      ],
      showMode: 'popup',
      countries2: [],
    }),
  },
];

export interface SeedBanner {
  readonly key: string;
  readonly language: string;
  readonly title: string;
  readonly content: string;
  readonly link: string;
}

/** REG-12: sign-up bonus, $50 by default and $30 on the EU site. */
export const SEED_BANNERS: readonly SeedBanner[] = [
  {
    key: 'signup_bonus',
    language: 'en',
    title: 'Sign up and get a welcome bonus of up to',
    content: '$50',
    link: '/en/sign-up',
  },
  {
    key: 'signup_bonus',
    language: 'zh-TW',
    title: '註冊即可領取最高',
    content: '$50',
    link: '/zh-TW/sign-up',
  },
  {
    key: 'signup_bonus_eu',
    language: 'en',
    title: 'Sign up and get a welcome bonus of up to',
    content: '$30',
    link: '/en-EU/sign-up',
  },
];

/** REDIR-8: origins a redirect_url may point to. */
export const SEED_WHITE_HOSTS: readonly string[] = [
  'https://www.bybit.com',
  'https://www.bybit.eu',
  'https://www.bybit.com.hk',
  'https://www.bybit-tr.com',
  'https://www.bybit.kz',
  'https://www.bybit.nl',
  'https://www.bybit.ge',
  'https://www.bybit.co.id',
  'https://www.bybit.ae',
  'https://www.bybit.co.jp',
];

/** CMP-4: EEA countries are restricted and regulated as themselves; a few others are not restricted. */
export const SEED_COUNTRY_REGULATION: ReadonlyArray<{ country: string; regulation: string; restrict: boolean }> = [
  ...EEA_COUNTRIES.map((c) => ({ country: c, regulation: c, restrict: true })),
  ...['SG', 'AE', 'TR', 'KZ', 'HK', 'GB', 'JP', 'GE', 'ID', 'CH'].map((c) => ({
    country: c,
    regulation: c,
    restrict: false,
  })),
];

export interface SeedRule {
  readonly id: string;
  readonly element: string;
  readonly action: string;
  readonly ext: unknown;
  readonly priority: number;
  readonly siteId: string;
  readonly account: readonly string[];
  readonly rc: readonly string[];
  readonly logic: 'or' | 'and';
}

/** CMP-2: rules the compliance SDK evaluates; `risk.notice` has two clashing rules on the EU site. */
export const SEED_RULES: readonly SeedRule[] = [
  {
    id: 'kaz-register-phone-tab',
    element: 'register.phoneTab',
    action: 'hide',
    ext: {},
    priority: 10,
    siteId: 'KAZ',
    account: [],
    rc: [],
    logic: 'or',
  },
  {
    id: 'kaz-login-phone-tab',
    element: 'login.phoneTab',
    action: 'hide',
    ext: {},
    priority: 10,
    siteId: 'KAZ',
    account: [],
    rc: [],
    logic: 'or',
  },
  {
    id: 'eu-register-phone-tab',
    element: 'register.phoneTab',
    action: 'hide',
    ext: {},
    priority: 10,
    siteId: 'EU',
    account: [],
    rc: [],
    logic: 'or',
  },
  {
    id: 'us-ca-bonus-banner',
    element: 'bonus.banner',
    action: 'hide',
    ext: {},
    priority: 10,
    siteId: '',
    account: [],
    rc: ['US', 'CA'],
    logic: 'or',
  },
  {
    id: 'eea-risk-notice-show',
    element: 'risk.notice',
    action: 'show',
    ext: { textKey: 'riskNoticeEea' },
    priority: 20,
    siteId: 'EU',
    account: [],
    rc: [...EEA_COUNTRIES],
    logic: 'or',
  },
  {
    id: 'eu-risk-notice-hide',
    element: 'risk.notice',
    action: 'hide',
    ext: {},
    priority: 5,
    siteId: 'EU',
    account: [],
    rc: [],
    logic: 'or',
  },
  {
    id: 'demo-de-redeem',
    element: 'redeem.entry',
    action: 'hide',
    ext: {},
    priority: 10,
    siteId: '',
    account: ['100000001'],
    rc: ['DE'],
    logic: 'and',
  },
];

/** CMP-5: the static compliance config entries. */
export const SEED_COMPLIANCE_STATIC: Readonly<Record<string, unknown>> = {
  redeemAmount: { ext: { default: '50', EU: '30', currency: 'USD' } },
  hideRedeemSite: { action: 'hide', siteIds: ['EU', 'NLD', 'TUR', 'KAZ', 'HKG', 'JPN'] },
  zhHostnameList: { ext: ['www.bybit-cn.com', 'cn.localhost'] },
};

/** CMP-6: per site, the regulation countries its KYC accepts (empty: any) and whether KYC is required. */
export const SEED_KYC_RC: ReadonlyArray<{ siteId: string; rcList: readonly string[]; needKyc: boolean }> = [
  { siteId: 'BYBIT', rcList: [], needKyc: false },
  { siteId: 'EU', rcList: [...EEA_COUNTRIES], needKyc: true },
  { siteId: 'NLD', rcList: ['NL'], needKyc: true },
  { siteId: 'HKG', rcList: ['HK'], needKyc: true },
  { siteId: 'TUR', rcList: ['TR'], needKyc: true },
  { siteId: 'KAZ', rcList: ['KZ'], needKyc: true },
  { siteId: 'GEO', rcList: ['GE'], needKyc: true },
  { siteId: 'IDN', rcList: ['ID'], needKyc: true },
  { siteId: 'ARE', rcList: ['AE'], needKyc: true },
  { siteId: 'JPN', rcList: ['JP'], needKyc: true },
];

/** REG-9: [ISO alpha-2, English name, dial code]. */
export const SEED_COUNTRIES: ReadonlyArray<readonly [string, string, string]> = [
  ['AE', 'United Arab Emirates', '+971'],
  ['AR', 'Argentina', '+54'],
  ['AT', 'Austria', '+43'],
  ['AU', 'Australia', '+61'],
  ['BE', 'Belgium', '+32'],
  ['BR', 'Brazil', '+55'],
  ['CA', 'Canada', '+1'],
  ['CH', 'Switzerland', '+41'],
  ['CN', 'China', '+86'],
  ['CU', 'Cuba', '+53'],
  ['CZ', 'Czech Republic', '+420'],
  ['DE', 'Germany', '+49'],
  ['ES', 'Spain', '+34'],
  ['FR', 'France', '+33'],
  ['GB', 'United Kingdom', '+44'],
  ['GE', 'Georgia', '+995'],
  ['GR', 'Greece', '+30'],
  ['HK', 'Hong Kong', '+852'],
  ['ID', 'Indonesia', '+62'],
  ['IE', 'Ireland', '+353'],
  ['IN', 'India', '+91'],
  ['IR', 'Iran', '+98'],
  ['IT', 'Italy', '+39'],
  ['JP', 'Japan', '+81'],
  ['KP', 'North Korea', '+850'],
  ['KR', 'South Korea', '+82'],
  ['KZ', 'Kazakhstan', '+7'],
  ['MX', 'Mexico', '+52'],
  ['MY', 'Malaysia', '+60'],
  ['NG', 'Nigeria', '+234'],
  ['NL', 'Netherlands', '+31'],
  ['NZ', 'New Zealand', '+64'],
  ['PH', 'Philippines', '+63'],
  ['PL', 'Poland', '+48'],
  ['PT', 'Portugal', '+351'],
  ['RO', 'Romania', '+40'],
  ['SD', 'Sudan', '+249'],
  ['SE', 'Sweden', '+46'],
  ['SG', 'Singapore', '+65'],
  ['SY', 'Syria', '+963'],
  ['TH', 'Thailand', '+66'],
  ['TR', 'Turkey', '+90'],
  ['TW', 'Taiwan', '+886'],
  ['UA', 'Ukraine', '+380'],
  ['US', 'United States', '+1'],
  ['VN', 'Vietnam', '+84'],
  ['ZA', 'South Africa', '+27'],
];

/**
 * REG-9: national mobile number length [min, max] per country (digits after
 * the dial code). Countries not listed accept 6 to 15 digits.
 */
export const MOBILE_LENGTHS: Readonly<Record<string, readonly [number, number]>> = {
  AE: [9, 9],
  AR: [10, 11],
  AT: [10, 13],
  AU: [9, 9],
  BE: [9, 9],
  BR: [10, 11],
  CA: [10, 10],
  CH: [9, 9],
  CN: [11, 11],
  CU: [8, 8],
  CZ: [9, 9],
  DE: [10, 11],
  ES: [9, 9],
  FR: [9, 9],
  GB: [10, 10],
  GE: [9, 9],
  GR: [10, 10],
  HK: [8, 8],
  ID: [9, 12],
  IE: [9, 9],
  IN: [10, 10],
  IR: [10, 10],
  IT: [9, 10],
  JP: [10, 10],
  KP: [8, 10],
  KR: [9, 10],
  KZ: [10, 10],
  MX: [10, 10],
  MY: [9, 10],
  NG: [10, 10],
  NL: [9, 9],
  NZ: [8, 10],
  PH: [10, 10],
  PL: [9, 9],
  PT: [9, 9],
  RO: [9, 9],
  SD: [9, 9],
  SE: [9, 9],
  SG: [8, 8],
  SY: [9, 9],
  TH: [9, 9],
  TR: [10, 10],
  TW: [9, 9],
  UA: [9, 9],
  US: [10, 10],
  VN: [9, 9],
  ZA: [9, 9],
};

/** AFF-5, AFF-6: who invites with a referral code (scene 2); headimg '' when they have none. */
export interface SeedInviter {
  readonly id: string;
  readonly nickname: string;
  readonly country: string;
  readonly headimg: string;
}

export interface SeedReferralCode {
  readonly code: string;
  /** 0 normal, 1 affiliate, 2 referral, 3 broker */
  readonly scene: 0 | 1 | 2 | 3;
  readonly tpl: string;
  readonly inviter?: SeedInviter;
}

/** REG-11 / AFF-5: referral codes, their scene and template, and a referral code's inviter. */
export const SEED_REFERRAL_CODES: readonly SeedReferralCode[] = [
  { code: 'WELCOME', scene: 0, tpl: '' },
  { code: 'AFF10001', scene: 1, tpl: 'affiliate' },
  { code: 'AFF10002', scene: 1, tpl: 'affiliate' },
  {
    code: 'REF2024',
    scene: 2,
    tpl: 'referral',
    inviter: { id: '20001', nickname: 'Satoshi Friend', country: 'GB', headimg: '/images/avatars/inviter-1.svg' },
  },
  {
    code: 'FRIEND7',
    scene: 2,
    tpl: 'referral',
    inviter: { id: '20002', nickname: 'Ayşe', country: 'TR', headimg: '' },
  },
  { code: 'BROKER01', scene: 3, tpl: 'broker' },
];

/** AFF-2: one item of an affiliate landing's group list; the web shows types 0 and 1. */
export interface SeedGroupItem {
  readonly type: number;
  readonly content: string;
}

export interface SeedAffiliate {
  readonly id: string;
  readonly nickname: string;
  readonly headimg: string;
  readonly personalSignature: string;
  readonly content: string;
  /** AFF-3: the code a sign-up through the link carries */
  readonly code: string;
  readonly anonymous: boolean;
  /** group items per group_id of the link; '' is the default group */
  readonly groups: Readonly<Record<string, readonly SeedGroupItem[]>>;
}

/** AFF-2, AFF-3: affiliates with a public landing (10001) and an anonymous one (10002). */
export const SEED_AFFILIATES: readonly SeedAffiliate[] = [
  {
    id: '10001',
    nickname: 'CryptoAcademy',
    headimg: '/images/avatars/affiliate-1.svg',
    personalSignature: 'Learn first, trade second.',
    content: 'Join through my link for a welcome bonus on your first deposit.',
    code: 'AFF10001',
    anonymous: false,
    groups: {
      '': [
        { type: 0, content: 'Weekly market briefings' },
        { type: 1, content: 'Members-only trading group' },
        { type: 2, content: 'internal note' },
      ],
      '7': [
        { type: 0, content: 'Futures basics course' },
        { type: 1, content: 'Futures study group' },
      ],
    },
  },
  {
    id: '10002',
    nickname: 'HiddenPartner',
    headimg: '',
    personalSignature: '',
    content: '',
    code: 'AFF10002',
    anonymous: true,
    groups: {},
  },
];

/** AFF-6: share-link tokens and the value each stands for. */
export const SEED_SHARE_INFOS: ReadonlyArray<{ readonly token: string; readonly value: string }> = [
  { token: 'share-ref2024', value: '{"ref":"REF2024","inviterId":"20001"}' },
];

/** AFF-8: growth activities; the Korea new-user activity runs until far in the future. */
export const SEED_GROWTH_ACTIVITIES: ReadonlyArray<{
  readonly name: string;
  readonly enabled: boolean;
  readonly rewardAmount: string;
  readonly rewardCurrency: string;
  readonly endsAt: string;
}> = [
  { name: 'korea_home', enabled: true, rewardAmount: '50', rewardCurrency: 'USDT', endsAt: '2099-12-31T23:59:59Z' },
];

/** Development account: no password unless DEMO_PASSWORD is set (see server/accounts/demo.ts). */
export const DEMO_USER = {
  uid: '100000001',
  email: 'demo@example.com',
  username: 'demo',
  lang: 'en',
  emailVerified: true,
  kycPersonLevel: 1,
} as const;
