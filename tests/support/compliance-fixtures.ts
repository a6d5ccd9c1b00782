import type { ComplianceRule, ComplianceSubject } from '@/services/compliance/rules';

/** A rule for every site with no criteria; override what a case needs. */
export function rule(overrides: Partial<ComplianceRule> = {}): ComplianceRule {
  return {
    element: 'redeem-entry',
    action: 'hide',
    priority: 1,
    siteId: '',
    account: [],
    rc: [],
    logic: 'or',
    ...overrides,
  };
}

export function subject(overrides: Partial<ComplianceSubject> = {}): ComplianceSubject {
  return { siteId: 'EU', accountId: '1001', regulationCountry: 'DE', ...overrides };
}
