import {
  isHiddenBy,
  COMPLIANCE_SDK_VERSION,
  computeElementActions,
  elementActionFor,
  isComplianceReady,
  matchComplianceRule,
  regionFor,
  sameElementActions,
  type ComplianceRule,
  type ComplianceSubject,
} from '@/services/compliance/rules';
import { rule, subject } from '@/tests/support/compliance-fixtures';

describe('compliance SDK version', () => {
  it('CMP-1 follows the rule semantics of SDK 0.17.0', () => {
    expect(COMPLIANCE_SDK_VERSION).toBe('0.17.0');
  });
});

describe('matchComplianceRule', () => {
  const cases: ReadonlyArray<{
    name: string;
    rule: Partial<ComplianceRule>;
    subject?: Partial<ComplianceSubject>;
    matches: boolean;
  }> = [
    { name: 'empty site, no criteria: matches on site alone', rule: {}, matches: true },
    { name: 'same site, no criteria', rule: { siteId: 'EU' }, matches: true },
    {
      name: 'other site never matches, even with matching criteria',
      rule: { siteId: 'HKG', rc: ['DE'] },
      matches: false,
    },
    { name: 'account only, listed', rule: { account: ['1001', '1002'] }, matches: true },
    { name: 'account only, not listed', rule: { account: ['2002'] }, matches: false },
    {
      name: 'account only, subject account unknown',
      rule: { account: ['1001'] },
      subject: { accountId: null },
      matches: false,
    },
    { name: 'rc only, listed', rule: { rc: ['FR', 'DE'] }, matches: true },
    { name: 'rc only, case-insensitive', rule: { rc: ['de'] }, matches: true },
    { name: 'rc only, not listed', rule: { rc: ['FR'] }, matches: false },
    {
      name: 'rc only, subject country unknown',
      rule: { rc: ['DE'] },
      subject: { regulationCountry: null },
      matches: false,
    },
    { name: 'or: both match', rule: { logic: 'or', account: ['1001'], rc: ['DE'] }, matches: true },
    { name: 'or: only account matches', rule: { logic: 'or', account: ['1001'], rc: ['FR'] }, matches: true },
    { name: 'or: only rc matches', rule: { logic: 'or', account: ['9'], rc: ['DE'] }, matches: true },
    { name: 'or: neither matches', rule: { logic: 'or', account: ['9'], rc: ['FR'] }, matches: false },
    { name: 'and: both match', rule: { logic: 'and', account: ['1001'], rc: ['DE'] }, matches: true },
    { name: 'and: only account matches', rule: { logic: 'and', account: ['1001'], rc: ['FR'] }, matches: false },
    { name: 'and: only rc matches', rule: { logic: 'and', account: ['9'], rc: ['DE'] }, matches: false },
    { name: 'and: single rc criterion matches', rule: { logic: 'and', rc: ['DE'] }, matches: true },
    { name: 'and, no criteria: matches on site alone', rule: { logic: 'and', siteId: 'EU' }, matches: true },
    {
      name: 'or: null account with matching rc still matches',
      rule: { logic: 'or', account: ['1001'], rc: ['DE'] },
      subject: { accountId: null },
      matches: true,
    },
    {
      name: 'and: null account fails even with matching rc',
      rule: { logic: 'and', account: ['1001'], rc: ['DE'] },
      subject: { accountId: null },
      matches: false,
    },
    {
      name: 'or: both subject values null',
      rule: { logic: 'or', account: ['1001'], rc: ['DE'] },
      subject: { accountId: null, regulationCountry: null },
      matches: false,
    },
  ];

  it.each(cases)('CMP-2 $name', ({ rule: overrides, subject: who, matches }) => {
    expect(matchComplianceRule(rule(overrides), subject(who))).toBe(matches);
  });
});

describe('computeElementActions', () => {
  it('CMP-2 on the same element the higher priority wins, whatever the order', () => {
    const low = rule({ action: 'show', priority: 1 });
    const high = rule({ action: 'hide', priority: 5, ext: { reason: 'mica' } });
    const expected = { 'redeem-entry': { action: 'hide', priority: 5, ext: { reason: 'mica' } } };
    expect(computeElementActions([low, high], subject())).toEqual(expected);
    expect(computeElementActions([high, low], subject())).toEqual(expected);
  });

  it('CMP-2 on equal priority the later rule in the list wins', () => {
    const first = rule({ action: 'show', priority: 3 });
    const second = rule({ action: 'disable', priority: 3 });
    expect(computeElementActions([first, second], subject())['redeem-entry'].action).toBe('disable');
    expect(computeElementActions([second, first], subject())['redeem-entry'].action).toBe('show');
  });

  it('CMP-2 a higher-priority rule that does not match leaves the lower one in force', () => {
    const actions = computeElementActions(
      [rule({ action: 'show', priority: 1 }), rule({ action: 'hide', priority: 9, siteId: 'HKG' })],
      subject(),
    );
    expect(actions).toEqual({ 'redeem-entry': { action: 'show', priority: 1 } });
  });

  it('CMP-2 different elements are decided independently', () => {
    const actions = computeElementActions(
      [
        rule({ element: 'a', action: 'hide', priority: 1 }),
        rule({ element: 'b', action: 'show', priority: 10 }),
        rule({ element: 'a', action: 'disable', priority: 2 }),
        rule({ element: 'c', action: 'hide', rc: ['FR'] }),
      ],
      subject(),
    );
    expect(actions).toEqual({
      a: { action: 'disable', priority: 2 },
      b: { action: 'show', priority: 10 },
    });
  });

  it('CMP-2 an element name shadowing Object.prototype is looked up safely', () => {
    const actions = computeElementActions([rule({ element: 'constructor' })], subject({ siteId: 'HKG' }));
    expect(elementActionFor(actions, 'constructor')).toEqual({ action: 'hide', priority: 1 });
    expect(elementActionFor(actions, 'toString')).toBeUndefined();
  });
});

describe('isComplianceReady', () => {
  const accountRule = rule({ account: ['1001'] });

  it('CMP-3 not ready while the regulation country is unknown', () => {
    expect(isComplianceReady([], subject({ regulationCountry: null, accountId: '1' }))).toBe(false);
  });

  it('CMP-3 ready with the country alone when no rule names accounts', () => {
    expect(isComplianceReady([rule({ rc: ['DE'] })], subject({ accountId: null }))).toBe(true);
  });

  it('CMP-3 waits for the account id when a rule for the site names accounts', () => {
    expect(isComplianceReady([accountRule], subject({ accountId: null }))).toBe(false);
    expect(isComplianceReady([accountRule], subject({ accountId: '7' }))).toBe(true);
  });

  it('CMP-3 account rules of other sites do not hold readiness back', () => {
    expect(isComplianceReady([rule({ siteId: 'HKG', account: ['1'] })], subject({ accountId: null }))).toBe(true);
  });
});

describe('sameElementActions', () => {
  it('CMP-3 compares action sets deeply, ext included', () => {
    const a = { x: { action: 'hide', priority: 1, ext: { list: [1, 2], on: true } } };
    expect(sameElementActions(a, { x: { action: 'hide', priority: 1, ext: { list: [1, 2], on: true } } })).toBe(true);
    expect(sameElementActions(a, { x: { action: 'hide', priority: 1, ext: { list: [1, 3], on: true } } })).toBe(false);
    expect(sameElementActions(a, { x: { action: 'hide', priority: 2, ext: { list: [1, 2], on: true } } })).toBe(false);
    expect(sameElementActions(a, { x: { action: 'hide', priority: 1 } })).toBe(false);
    expect(sameElementActions(a, { ...a, y: { action: 'show', priority: 1 } })).toBe(false);
    expect(sameElementActions({}, {})).toBe(true);
  });
});

describe('regionFor', () => {
  it('CMP-4 the restrict flag makes the site report the EEA region', () => {
    expect(regionFor('TR', true)).toBe('EEA');
    expect(regionFor(null, true)).toBe('EEA');
  });

  it('CMP-4 without the flag the regulation country is the region; unknown stays unknown', () => {
    expect(regionFor('TR', false)).toBe('TR');
    expect(regionFor(null, false)).toBeNull();
    expect(regionFor('', null)).toBeNull();
  });
});

describe('isHiddenBy', () => {
  it('CMP-1 only a hide action hides; no rule (or not ready) leaves the element shown', () => {
    expect(isHiddenBy({ action: 'hide', priority: 10 })).toBe(true);
    expect(isHiddenBy({ action: 'show', priority: 20, ext: {} })).toBe(false);
    expect(isHiddenBy(undefined)).toBe(false);
  });
});
