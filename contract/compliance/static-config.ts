import { Type, type Static } from 'typebox';

import { endpoint } from '../endpoint';

/** CMP-2: a rule entry as the compliance SDK reads it. */
export const ComplianceRule = Type.Object({
  element: Type.String(),
  action: Type.String(),
  ext: Type.Unknown(),
  priority: Type.Number(),
  /** '' = every site */
  siteId: Type.String(),
  /** account ids the rule is for; empty = not a criterion */
  account: Type.Array(Type.String()),
  /** regulation countries; empty = not a criterion */
  rc: Type.Array(Type.String()),
  logic: Type.Union([Type.Literal('or'), Type.Literal('and')]),
});
export type ComplianceRule = Static<typeof ComplianceRule>;

/**
 * CMP-1, CMP-2, CMP-5: the static compliance configuration and the rules.
 * Settings other than the three the pages read may come along. Public.
 */
export const complianceStaticConfig = endpoint({
  method: 'GET',
  path: '/compliance/v1/static-config',
  kind: 'other',
  token: true,
  request: Type.Object({}),
  result: Type.Object({
    /** CMP-5: the redeem amount setting, passed through as configured */
    redeemAmount: Type.Object({ ext: Type.Unknown() }),
    /** CMP-5: the sites the redeem entry is hidden on (action 'hide') */
    hideRedeemSite: Type.Object({ action: Type.String(), siteIds: Type.Array(Type.String()) }),
    /** CMP-5: the Chinese-language hostnames */
    zhHostnameList: Type.Object({ ext: Type.Array(Type.String()) }),
    rules: Type.Array(ComplianceRule),
  }),
  codes: [],
});
