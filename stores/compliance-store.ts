import { createStore, type StoreApi } from 'zustand/vanilla';

import { DEFAULT_SITE, type SiteId } from '@/config/sites';
import {
  computeElementActions,
  isComplianceReady,
  sameElementActions,
  type ComplianceRule,
  type ComplianceSubject,
  type ElementActions,
} from '@/services/compliance/rules';

export interface ComplianceState {
  readonly rules: readonly ComplianceRule[];
  readonly subject: ComplianceSubject;
  /** derived: empty until `ready`, so no element flips on partial knowledge */
  readonly actions: ElementActions;
  /** derived: CMP-3 readiness */
  readonly ready: boolean;
}

export interface ComplianceCommands {
  setRules(rules: readonly ComplianceRule[]): void;
  setRegulationCountry(regulationCountry: string | null): void;
  setAccountId(accountId: string | null): void;
  setSite(siteId: SiteId): void;
}

export type ComplianceStoreState = ComplianceState & ComplianceCommands;
export type ComplianceStore = StoreApi<ComplianceStoreState>;

/** What SSR may seed; serializable, and only the inputs (actions and ready are derived). */
export interface ComplianceSeed {
  readonly rules?: readonly ComplianceRule[];
  readonly subject?: Partial<ComplianceSubject>;
}

const NO_ACTIONS: ElementActions = {};

/**
 * Derives `actions` and `ready` from the inputs. Until the subject is known
 * (CMP-3) no rule is applied: a rule on an unknown country would otherwise
 * show an element and hide it a moment later. The previous `actions` object is
 * kept when nothing changed, so selectors and subscribers see no change.
 */
function derive(
  rules: readonly ComplianceRule[],
  subject: ComplianceSubject,
  previous: ElementActions,
): Pick<ComplianceState, 'actions' | 'ready'> {
  const ready = isComplianceReady(rules, subject);
  const next = ready ? computeElementActions(rules, subject) : NO_ACTIONS;
  return { ready, actions: sameElementActions(previous, next) ? previous : next };
}

/**
 * A compliance store per request/mount: SSR seeds it, so it must never be a
 * module singleton shared between visitors.
 */
export function createComplianceStore(seed: ComplianceSeed = {}): ComplianceStore {
  const rules = seed.rules ?? [];
  const subject: ComplianceSubject = {
    siteId: seed.subject?.siteId ?? DEFAULT_SITE,
    accountId: seed.subject?.accountId ?? null,
    regulationCountry: seed.subject?.regulationCountry ?? null,
  };

  return createStore<ComplianceStoreState>()((set, get) => {
    const update = (nextRules: readonly ComplianceRule[], nextSubject: ComplianceSubject): void => {
      const state = get();
      if (nextRules === state.rules && sameSubject(nextSubject, state.subject)) return;
      set({ rules: nextRules, subject: nextSubject, ...derive(nextRules, nextSubject, state.actions) });
    };
    return {
      rules,
      subject,
      ...derive(rules, subject, NO_ACTIONS),
      setRules: (nextRules) => update(nextRules, get().subject),
      setRegulationCountry: (regulationCountry) => update(get().rules, { ...get().subject, regulationCountry }),
      setAccountId: (accountId) => update(get().rules, { ...get().subject, accountId }),
      setSite: (siteId) => update(get().rules, { ...get().subject, siteId }),
    };
  });
}

function sameSubject(a: ComplianceSubject, b: ComplianceSubject): boolean {
  return a.siteId === b.siteId && a.accountId === b.accountId && a.regulationCountry === b.regulationCountry;
}

/**
 * CMP-3: calls `listener` only when the computed element actions change, not
 * on other state changes (readiness, inputs that leave the actions as they
 * were). Returns the unsubscribe function.
 */
export function subscribeToElementActions(
  store: Pick<ComplianceStore, 'subscribe'>,
  listener: (actions: ElementActions, previous: ElementActions) => void,
): () => void {
  return store.subscribe((state, previousState) => {
    if (!sameElementActions(state.actions, previousState.actions)) listener(state.actions, previousState.actions);
  });
}
