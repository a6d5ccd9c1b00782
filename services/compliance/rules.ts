import type { SiteId } from '@/config/sites';

/** CMP-1: the compliance SDK version whose rule semantics this module follows. */
export const COMPLIANCE_SDK_VERSION = '0.17.0';

/** The region a restricted regulation reports (CMP-4). */
export const RESTRICTED_REGION = 'EEA';

/** CMP-2: one entry of the compliance configuration. */
export interface ComplianceRule {
  readonly element: string;
  readonly action: string;
  readonly ext?: unknown;
  readonly priority: number;
  /** '' = every site */
  readonly siteId: string;
  /** account ids the rule is for; empty = not a criterion */
  readonly account: readonly string[];
  /** regulation countries; empty = not a criterion */
  readonly rc: readonly string[];
  readonly logic: 'or' | 'and';
}

/** Who the rules are evaluated for; null = not known (yet). */
export interface ComplianceSubject {
  readonly siteId: SiteId;
  readonly accountId: string | null;
  readonly regulationCountry: string | null;
}

export interface ElementAction {
  readonly action: string;
  readonly ext?: unknown;
  readonly priority: number;
}

export type ElementActions = Readonly<Record<string, ElementAction>>;

function appliesToSite(rule: ComplianceRule, siteId: SiteId): boolean {
  return rule.siteId === '' || rule.siteId === siteId;
}

/** Country codes arrive in mixed case from different endpoints; compare them case-insensitively. */
function sameCountry(a: string, b: string): boolean {
  return a.toUpperCase() === b.toUpperCase();
}

/**
 * CMP-2: a rule matches when its site is empty or the subject's, and its
 * specified criteria (account, rc) match — either one for `or`, every one for
 * `and`. A rule that specifies neither matches on site alone. An unknown (null)
 * subject value never satisfies a criterion.
 */
export function matchComplianceRule(rule: ComplianceRule, subject: ComplianceSubject): boolean {
  if (!appliesToSite(rule, subject.siteId)) return false;
  const { accountId, regulationCountry } = subject;
  const criteria: boolean[] = [];
  if (rule.account.length > 0) {
    criteria.push(accountId !== null && rule.account.includes(accountId));
  }
  if (rule.rc.length > 0) {
    criteria.push(regulationCountry !== null && rule.rc.some((rc) => sameCountry(rc, regulationCountry)));
  }
  if (criteria.length === 0) return true;
  return rule.logic === 'or' ? criteria.some(Boolean) : criteria.every(Boolean);
}

/**
 * CMP-2: the action per element. Among the matching rules of one element the
 * highest priority wins; on equal priority the rule later in the list wins, so
 * a configuration can override an entry by appending one.
 */
export function computeElementActions(rules: readonly ComplianceRule[], subject: ComplianceSubject): ElementActions {
  const byElement = new Map<string, ElementAction>();
  for (const rule of rules) {
    if (!matchComplianceRule(rule, subject)) continue;
    const current = byElement.get(rule.element);
    if (current !== undefined && rule.priority < current.priority) continue;
    byElement.set(rule.element, {
      action: rule.action,
      priority: rule.priority,
      ...(rule.ext === undefined ? {} : { ext: rule.ext }),
    });
  }
  return Object.fromEntries(byElement);
}

/**
 * Reads one element's action without falling into Object.prototype
 * (an element named `toString` must not return a function).
 */
export function elementActionFor(actions: ElementActions, element: string): ElementAction | undefined {
  return Object.hasOwn(actions, element) ? actions[element] : undefined;
}

/**
 * CMP-3: ready once the regulation country is known, and the account id too
 * when any rule that could apply to the subject's site names accounts.
 */
export function isComplianceReady(rules: readonly ComplianceRule[], subject: ComplianceSubject): boolean {
  if (subject.regulationCountry === null) return false;
  const accountRequired = rules.some((rule) => appliesToSite(rule, subject.siteId) && rule.account.length > 0);
  return !accountRequired || subject.accountId !== null;
}

/** CMP-1: whether an element's decided action hides it (no rule, or not ready yet: shown). */
export function isHiddenBy(action: ElementAction | undefined): boolean {
  return action?.action === 'hide';
}

/**
 * CMP-3: the account id of a visitor nobody is signed in as (logged in means
 * an id above zero, LOGIN-10): known, and matching no rule's account list.
 */
export const NO_ACCOUNT_ID = '0';

/** Structural equality for JSON-like values (rule `ext` comes from JSON). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  const aEntries = Object.entries(a);
  const bRecord = b as Record<string, unknown>;
  return (
    aEntries.length === Object.keys(b).length &&
    aEntries.every(([key, value]) => Object.hasOwn(bRecord, key) && sameValue(value, bRecord[key]))
  );
}

/** CMP-3: deep comparison of two computed action sets, for change-only notification. */
export function sameElementActions(a: ElementActions, b: ElementActions): boolean {
  return sameValue(a, b);
}

/**
 * CMP-4: the region the site reports. The regulation-restrict flag makes it
 * the EEA; otherwise the regulation country; null when neither is known.
 */
export function regionFor(regulationCountry: string | null, restrictOperate: boolean | null): string | null {
  if (restrictOperate === true) return RESTRICTED_REGION;
  return regulationCountry === null || regulationCountry === '' ? null : regulationCountry;
}
