import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';

import { elementActionFor, isHiddenBy, type ElementAction } from '@/services/compliance/rules';

import { createComplianceStore, type ComplianceSeed, type ComplianceStore } from './compliance-store';

const ComplianceStoreContext = createContext<ComplianceStore | null>(null);

export interface ComplianceProviderProps {
  /** seed from getServerSideProps; read once, on mount */
  readonly initialState?: ComplianceSeed;
  readonly children: ReactNode;
}

/** One compliance store per mounted tree (per request on the server). */
export function ComplianceProvider({ initialState, children }: ComplianceProviderProps) {
  const [store] = useState(() => createComplianceStore(initialState));
  return <ComplianceStoreContext.Provider value={store}>{children}</ComplianceStoreContext.Provider>;
}

export function useComplianceStore(): ComplianceStore {
  const store = useContext(ComplianceStoreContext);
  if (store === null) throw new Error('useComplianceStore must be used inside <ComplianceProvider>');
  return store;
}

/** CMP-1: the action decided for one element; undefined when no rule applies (or not ready yet). */
export function useElementAction(element: string): ElementAction | undefined {
  return useStore(useComplianceStore(), (state) => elementActionFor(state.actions, element));
}

/** CMP-1: whether a compliance rule hides `element` on this page. */
export function useElementHidden(element: string): boolean {
  return isHiddenBy(useElementAction(element));
}

/** CMP-3: whether the compliance decision is complete. */
export function useComplianceReady(): boolean {
  return useStore(useComplianceStore(), (state) => state.ready);
}
