import { act, render, screen } from '@testing-library/react';

import {
  ComplianceProvider,
  useComplianceReady,
  useComplianceStore,
  useElementAction,
} from '@/stores/compliance-context';
import type { ComplianceStore } from '@/stores/compliance-store';
import { rule } from '@/tests/support/compliance-fixtures';

function RedeemEntry() {
  const action = useElementAction('redeem-entry');
  const ready = useComplianceReady();
  if (!ready) return <p>checking</p>;
  return action?.action === 'hide' ? <p>redeem hidden</p> : <button type="button">Redeem</button>;
}

let captured: ComplianceStore | null = null;
function CaptureStore() {
  captured = useComplianceStore();
  return null;
}

const rules = [rule({ element: 'redeem-entry', action: 'hide', rc: ['NL'] })];

describe('ComplianceProvider and useElementAction', () => {
  it('CMP-1 renders the action decided for the element from the seeded state', () => {
    render(
      <ComplianceProvider initialState={{ rules, subject: { siteId: 'NLD', regulationCountry: 'NL' } }}>
        <RedeemEntry />
      </ComplianceProvider>,
    );
    expect(screen.getByText('redeem hidden')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Redeem' })).not.toBeInTheDocument();
  });

  it('CMP-3 re-renders when the actions change and keeps one store per mount', () => {
    const { rerender } = render(
      <ComplianceProvider initialState={{ rules, subject: { siteId: 'NLD' } }}>
        <RedeemEntry />
        <CaptureStore />
      </ComplianceProvider>,
    );
    expect(screen.getByText('checking')).toBeInTheDocument();
    const first = captured;
    act(() => first?.getState().setRegulationCountry('BE'));
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeInTheDocument();
    act(() => first?.getState().setRegulationCountry('NL'));
    expect(screen.getByText('redeem hidden')).toBeInTheDocument();

    rerender(
      <ComplianceProvider initialState={{ rules: [], subject: { siteId: 'NLD' } }}>
        <RedeemEntry />
        <CaptureStore />
      </ComplianceProvider>,
    );
    expect(captured).toBe(first);
    expect(screen.getByText('redeem hidden')).toBeInTheDocument();
  });

  it('CMP-1 the hook outside a provider fails loudly', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<RedeemEntry />)).toThrow(/ComplianceProvider/);
    vi.restoreAllMocks();
  });
});
