import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { BrandMark } from '@/components/layout/brand-logo';
import { createTestI18n, translationWrapper } from '@/tests/support/render-with-i18n';

import { BrandPanel } from './brand-panel';

describe('the brand panel and mark', () => {
  it('draws the illustration as SVG shapes in the theme classes, hidden from screen readers', () => {
    const Wrapper = translationWrapper(createTestI18n('en', ['common']));
    const { container } = render(
      <Wrapper>
        <BrandPanel />
      </Wrapper>,
    );
    const svg = container.querySelector('svg.brand-illustration');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg?.querySelectorAll('.ill-candles rect')).toHaveLength(8);
    for (const shape of [
      '.ill-card',
      '.ill-grid',
      '.ill-line',
      '.ill-coin',
      '.ill-coin-back',
      '.ill-shield',
      '.ill-check',
    ]) {
      expect(svg?.querySelector(shape)?.namespaceURI).toBe('http://www.w3.org/2000/svg');
    }
  });

  it('the mark is the brand square and its letter at the size asked', () => {
    const { container } = render(<BrandMark size={24} />);
    const svg = container.querySelector('svg.brand-mark');
    expect(svg).toHaveAttribute('width', '24');
    expect(svg?.querySelector('rect')).toHaveAttribute('fill', '#f7a600');
    expect(svg?.querySelector('path')).toHaveAttribute('fill-rule', 'evenodd');
  });
});
