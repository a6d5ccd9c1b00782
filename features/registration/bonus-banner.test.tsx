import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { configBannerFacts } from '@/contract/config/banner.facts';
import { BonusBanner } from '@/features/registration/bonus-banner';
import { ok } from '@/tests/msw/envelope';
import { answerOn, renderScreen, setUpScreenTests } from '@/tests/support/screen-helpers';

/** The code that reads and writes an amount (bonus-key, components/i18n/amount), counted as it loads. */
const amountCode = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./bonus-key', async (importOriginal) => {
  amountCode.loads += 1;
  return importOriginal();
});

setUpScreenTests();

describe('BonusBanner (issue 40)', () => {
  it('REG-12 the bonus the page came with shows as the server wrote it: the amount code never loads', async () => {
    const asked = answerOn(configBannerFacts, () => ok({ data: [{ key: 'signup_bonus', content: '$50' }] }));
    renderScreen(<BonusBanner site="BYBIT" locale="en" bonus={{ amount: '$50' }} />);

    expect(screen.getByTestId('bonus-banner')).toHaveTextContent('$50');
    await act(async () => {});
    expect(asked).toHaveLength(0);
    expect(amountCode.loads).toBe(0);
  });

  it('REG-12 a page the server got no answer for asks, and the amount code loads then to write it', async () => {
    const asked = answerOn(configBannerFacts, () => ok({ data: [{ key: 'signup_bonus', content: '$50' }] }));
    renderScreen(<BonusBanner site="BYBIT" locale="fr-FR" bonus={null} />);

    expect(await screen.findByTestId('bonus-banner')).toHaveTextContent('50 $');
    expect(asked).toHaveLength(1);
    expect(amountCode.loads).toBe(1);
  });
});
