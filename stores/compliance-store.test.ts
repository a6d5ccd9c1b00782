import { createComplianceStore, subscribeToElementActions } from '@/stores/compliance-store';
import { rule } from '@/tests/support/compliance-fixtures';

const rules = [
  rule({ element: 'redeem-entry', action: 'hide', rc: ['DE', 'FR'], priority: 2 }),
  rule({ element: 'redeem-entry', action: 'show', priority: 1 }),
  rule({ element: 'copy-trading', action: 'hide', siteId: 'HKG' }),
];

describe('compliance store', () => {
  it('CMP-3 is not ready and applies nothing until the regulation country is known', () => {
    const store = createComplianceStore({ rules, subject: { siteId: 'EU' } });
    expect(store.getState().ready).toBe(false);
    expect(store.getState().actions).toEqual({});
    store.getState().setRegulationCountry('DE');
    expect(store.getState().ready).toBe(true);
    expect(store.getState().actions).toEqual({ 'redeem-entry': { action: 'hide', priority: 2 } });
  });

  it('CMP-3 recomputes actions from rules and subject on every input', () => {
    const store = createComplianceStore({ rules, subject: { siteId: 'EU', regulationCountry: 'TR' } });
    expect(store.getState().actions).toEqual({ 'redeem-entry': { action: 'show', priority: 1 } });
    store.getState().setSite('HKG');
    expect(store.getState().actions).toEqual({
      'redeem-entry': { action: 'show', priority: 1 },
      'copy-trading': { action: 'hide', priority: 1 },
    });
    store.getState().setRules([]);
    expect(store.getState().actions).toEqual({});
  });

  it('CMP-3 waits for the account id when a rule names accounts', () => {
    const store = createComplianceStore({
      rules: [rule({ account: ['42'], logic: 'and' })],
      subject: { siteId: 'TUR', regulationCountry: 'TR' },
    });
    expect(store.getState().ready).toBe(false);
    store.getState().setAccountId('42');
    expect(store.getState().ready).toBe(true);
    expect(store.getState().actions).toEqual({ 'redeem-entry': { action: 'hide', priority: 1 } });
  });

  it('CMP-3 subscribers are called only when the computed actions change', () => {
    const store = createComplianceStore({ rules, subject: { siteId: 'EU', regulationCountry: 'DE' } });
    const listener = vi.fn();
    const unsubscribe = subscribeToElementActions(store, listener);

    store.getState().setRegulationCountry('DE'); // same value
    store.getState().setRegulationCountry('FR'); // different input, same actions
    store.getState().setAccountId('1001'); // no rule names accounts
    store.getState().setRules([...rules]); // equal rules, new array
    expect(listener).not.toHaveBeenCalled();

    store.getState().setRegulationCountry('TR'); // the rc rule stops matching
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(
      { 'redeem-entry': { action: 'show', priority: 1 } },
      { 'redeem-entry': { action: 'hide', priority: 2 } },
    );

    unsubscribe();
    store.getState().setRegulationCountry('DE');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('CMP-3 becoming ready notifies once when it brings actions', () => {
    const store = createComplianceStore({ rules, subject: { siteId: 'EU' } });
    const listener = vi.fn();
    subscribeToElementActions(store, listener);
    store.getState().setRegulationCountry('FR');
    store.getState().setRegulationCountry('DE');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('CMP-3 each call creates an independent store (no shared singleton)', () => {
    const a = createComplianceStore({ rules, subject: { siteId: 'EU' } });
    const b = createComplianceStore({ rules, subject: { siteId: 'EU' } });
    a.getState().setRegulationCountry('DE');
    expect(a.getState().ready).toBe(true);
    expect(b.getState().ready).toBe(false);
    expect(createComplianceStore().getState().subject).toEqual({
      siteId: 'BYBIT',
      accountId: null,
      regulationCountry: null,
    });
  });
});
