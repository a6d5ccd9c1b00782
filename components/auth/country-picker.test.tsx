import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { AccountFields } from '@/components/auth/account-fields';
import { MobileFields } from '@/components/auth/mobile-fields';
import type { AccountValue } from '@/services/auth/account-rules';
import { ok } from '@/tests/msw/envelope';
import { LISTEN_OPTIONS, server } from '@/tests/msw/server';
import { pressEnter, stubResizeObserver } from '@/tests/support/antd-select';
import { createTestI18n, message, renderWithI18n, translationWrapper } from '@/tests/support/render-with-i18n';

const COUNTRIES = [
  { code: 'AE', dial_code: '+971', name: 'United Arab Emirates' },
  { code: 'DE', dial_code: '+49', name: 'Germany' },
  { code: 'GB', dial_code: '+44', name: 'United Kingdom' },
  { code: 'JP', dial_code: '+81', name: 'Japan' },
  { code: 'TR', dial_code: '+90', name: 'Turkey' },
  { code: 'US', dial_code: '+1', name: 'United States' },
];

const MOBILE: AccountValue = { kind: 'mobile', email: '', country: 'GB', mobile: '' };

beforeAll(() => {
  server.listen(LISTEN_OPTIONS);
  stubResizeObserver();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The account fields of a form on its mobile tab, holding their state as the login and sign-up forms do. */
function MobileForm({ seen }: { readonly seen: { account?: AccountValue } }) {
  const [account, setAccount] = useState(MOBILE);
  seen.account = account;
  return <AccountFields idPrefix="t" value={account} onChange={setAccount} error={null} autoComplete="username" />;
}

function renderForm(locale = 'en') {
  server.use(http.get('*/x-api/register/countryCode', () => ok({ list: COUNTRIES })));
  const seen: { account?: AccountValue } = {};
  const user = userEvent.setup();
  renderWithI18n(<MobileForm seen={seen} />, { locale, namespaces: ['common', 'auth'] });
  return { seen, user, label: message(locale, 'auth', 'fields.country') };
}

/** The picker's name: the field's label, then the chosen country and its dial code (issue 39). */
const fieldName = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The searchable picker once its code has loaded: the labelled search input. */
async function picker(label: string): Promise<HTMLElement> {
  // antd's first import takes a while in jsdom
  return waitFor(
    () => {
      const input = screen.getByRole('combobox', { name: fieldName(label) });
      expect(input.tagName).toBe('INPUT');
      return input;
    },
    { timeout: 10_000 },
  );
}

const shownOptions = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('the country picker of the mobile tab', () => {
  it('LOGIN-2 REG-9 the server renders a native select of the country, which works without scripts', () => {
    const i18n = createTestI18n('en', ['common', 'auth']);
    const Wrapper = translationWrapper(i18n);
    // the mobile fields themselves: the tab's panel loads them with React.lazy, which Next's server waits
    // for before it sends a page (next/dist/server/render.js allReady)
    const html = renderToString(
      <Wrapper>
        <MobileFields
          idPrefix="t"
          value={MOBILE}
          onChange={() => undefined}
          invalid={false}
          errorId="t-error"
          autoComplete="username"
        />
      </Wrapper>,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    const select = page.querySelector('select#t-country');
    expect(select).toHaveAttribute('name', 'country');
    expect(select).toHaveValue('GB');
    expect(page.querySelector('label[for="t-country"]')).toHaveTextContent(message('en', 'auth', 'fields.country'));
  });

  it('LOGIN-2 REG-9 replaces the select with a labelled searchable picker showing the flag and dial code', async () => {
    const { label } = renderForm();
    const input = await picker(label);
    expect(screen.queryByRole('listbox')).toBeNull();
    const selected = input.closest('.ant-select')!;
    expect(selected).toHaveTextContent('United Kingdom +44');
    // a screen reader hears the chosen country with the field: in its name (issue 39: the prefix shows only
    // the flag and the dial code) and in its description
    expect(input).toHaveAccessibleName(`${label}: United Kingdom +44`);
    expect(input).toHaveAccessibleDescription('United Kingdom +44');
    await waitFor(() => expect(selected.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/));
    // the flag is decoration: the name says the country
    expect(selected.querySelector('.phone-flag')).toHaveAttribute('aria-hidden', 'true');
  });

  it('LOGIN-2 REG-9 finds a country by typing its name, and picks it with the keyboard', async () => {
    const { user, seen, label } = renderForm();
    await user.click(await picker(label));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(shownOptions()).toHaveLength(COUNTRIES.length);
    expect(screen.getByRole('option', { name: /United Kingdom/ })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('germ');
    expect(shownOptions()).toEqual(['Germany +49']);
    pressEnter(screen.getByRole('combobox', { name: fieldName(label) }));
    expect(seen.account?.country).toBe('DE');
    expect(screen.getByRole('combobox', { name: fieldName(label) })).toHaveAccessibleDescription('Germany +49');
  });

  it('LOGIN-2 REG-9 finds a country by its dial code and by its ISO code, best match first', async () => {
    const { user, seen, label } = renderForm();
    const input = await picker(label);
    await user.click(input);
    await user.keyboard('+9');
    // +90 and +971 start with 9; Turkey is named "Türkiye" by the browser
    expect(shownOptions()).toEqual(['Türkiye +90', 'United Arab Emirates +971']);
    await user.keyboard('71');
    pressEnter(input);
    expect(seen.account?.country).toBe('AE');

    await user.click(input);
    await user.keyboard('us');
    expect(shownOptions()[0]).toBe('United States +1');
    await user.click(screen.getByRole('option', { name: /United States/ }));
    expect(seen.account?.country).toBe('US');
  });

  it('LOGIN-2 REG-9 says so when no country matches', async () => {
    const { user, label } = renderForm();
    await user.click(await picker(label));
    await user.keyboard('atlantis');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByText(message('en', 'auth', 'fields.countryNotFound'))).toBeVisible();
  });

  it('LOGIN-2 REG-9 in ar-SA lists the countries in Arabic and finds them by their Arabic or English name', async () => {
    const { user, seen, label } = renderForm('ar-SA');
    const japan = new Intl.DisplayNames(['ar-SA'], { type: 'region' }).of('JP')!;
    await user.click(await picker(label));
    await user.keyboard('japan');
    expect(shownOptions()).toEqual([`${japan} +81`]);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await user.keyboard(japan.slice(0, 3));
    const option = screen.getByRole('option', { name: new RegExp(japan) });
    await user.click(option);
    expect(seen.account?.country).toBe('JP');
  });

  it('LOGIN-2 REG-1 lays the number out for the chosen country as it is typed, and again when the country changes', async () => {
    const { user, seen, label } = renderForm();
    const mobile = screen.getByRole('textbox', { name: message('en', 'auth', 'fields.mobile') });
    await picker(label);
    await user.type(mobile, '07400123456');
    expect(mobile).toHaveValue('07400 123456');
    expect(seen.account?.mobile).toBe('07400 123456');
    // a layout space erased with Backspace takes the digit before it with it
    await user.type(mobile, '{ArrowLeft>6/}{Backspace}');
    expect(mobile).toHaveValue('07401 23456');

    await user.clear(mobile);
    const country = screen.getByRole('combobox', { name: fieldName(label) });
    await user.click(country);
    await user.keyboard('turk');
    pressEnter(country);
    await user.type(mobile, '05321234567');
    expect(mobile).toHaveValue('0532 123 45 67');
    expect(seen.account).toMatchObject({ country: 'TR', mobile: '0532 123 45 67' });

    // a number typed under one country is laid out again for the one picked after it
    await user.clear(mobile);
    await user.type(mobile, '2015550123');
    await user.click(country);
    await user.keyboard('united s');
    pressEnter(country);
    expect(mobile).toHaveValue('(201) 555-0123');
    expect(seen.account).toMatchObject({ country: 'US', mobile: '(201) 555-0123' });
  });
});
