import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import { Checkbox } from '@/components/auth/checkbox';
import { CodeField } from '@/components/auth/code-field';
import { FormAlert } from '@/components/auth/form-alert';
import { PasswordField } from '@/components/auth/password-field';
import { StepIndicator } from '@/components/auth/step-indicator';
import { BrandLogo, BrandMark } from '@/components/layout/brand-logo';
import { SiteHeader } from '@/components/layout/site-header';
import { Avatar } from '@/components/page/avatar';
import { BrandPanel } from '@/components/page/brand-panel';
import { SuccessScreen } from '@/components/page/success-screen';
import { storedTheme, THEME_ATTRIBUTE, type ThemeMode } from '@/config/theme';
import { RET_CODES } from '@/contract/ret-codes';

/** The tokens the reference shows (styles/global.css), by family. */
const COLOURS = [
  '--app-brand',
  '--app-accent-text',
  '--app-link',
  '--app-text-muted',
  '--app-error-text',
  '--app-success',
  '--app-page',
  '--app-surface',
  '--app-border',
] as const;
const TYPE_SCALE = [
  '--app-text-3xl',
  '--app-text-2xl',
  '--app-text-xl',
  '--app-text-lg',
  '--app-text-md',
  '--app-text-sm',
];
const SPACES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
const RADII = ['--app-radius-sm', '--app-radius-md', '--app-radius-lg', '--app-radius-xl'] as const;
const ELEVATIONS = ['--app-elevation-1', '--app-elevation-2', '--app-elevation-3'] as const;
const THEMES: readonly ThemeMode[] = ['light', 'dark'];
/** a refusal the form alert shows with its code */
const LOCKED = RET_CODES.tooManyPasswordErrors;
const LANGUAGES = ['en', 'ar-SA'] as const;

/** Every component of the design system, as the sign-in pages compose them, in the theme `<html>` has. */
function ComponentSheet({ locale }: { readonly locale: string }) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  return (
    <div className="design-sheet">
      <section aria-labelledby="design-brand">
        <h2 id="design-brand">Brand</h2>
        <div className="design-row">
          <BrandLogo locale={locale} />
          <BrandMark size={48} />
          <Avatar src="" name="Satoshi" alt="Satoshi" size={48} />
          <Avatar src="" name="" alt="?" size={48} />
        </div>
      </section>
      <section aria-labelledby="design-colours">
        <h2 id="design-colours">Colours</h2>
        <ul className="design-swatches">
          {COLOURS.map((token) => (
            <li key={token}>
              <span className="design-swatch" style={{ background: `var(${token})` }} />
              <code dir="ltr">{token}</code>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="design-type">
        <h2 id="design-type">Type</h2>
        {TYPE_SCALE.map((token) => (
          <p key={token} style={{ fontSize: `var(${token})`, margin: 0 }}>
            <code dir="ltr">{token}</code> {t('actions.login')}
          </p>
        ))}
      </section>
      <section aria-labelledby="design-scales">
        <h2 id="design-scales">Space, radius, elevation</h2>
        <div className="design-row">
          {SPACES.map((step) => (
            <span key={step} className="design-space" style={{ inlineSize: `var(--app-space-${step})` }} />
          ))}
        </div>
        <div className="design-row">
          {RADII.map((token) => (
            <span key={token} className="design-box" style={{ borderRadius: `var(${token})` }}>
              <code dir="ltr">{token.replace('--app-', '')}</code>
            </span>
          ))}
          {ELEVATIONS.map((token) => (
            <span key={token} className="design-box" style={{ boxShadow: `var(${token})` }}>
              <code dir="ltr">{token.replace('--app-', '')}</code>
            </span>
          ))}
        </div>
      </section>
      <section aria-labelledby="design-card">
        <h2 id="design-card">Card, field, button, notice</h2>
        <div className="route-screen">
          <h1 className="design-card-title">{t('actions.login')}</h1>
          <div className="auth-card">
            <div className="auth-tabs" role="tablist" aria-label={t('tabs.label')}>
              <button type="button" role="tab" aria-selected="true" className="auth-tab auth-tab-active">
                {t('tabs.email')}
              </button>
              <button type="button" role="tab" aria-selected="false" className="auth-tab">
                {t('tabs.mobile')}
              </button>
            </div>
            <div className="auth-field">
              <label htmlFor="design-email">{t('fields.email')}</label>
              <input id="design-email" className="auth-input" type="email" placeholder="name@example.com" />
            </div>
            <PasswordField
              id="design-password"
              mode="current"
              value={password}
              onChange={setPassword}
              error={{ ns: 'auth', key: 'validation.required' }}
              recoverHref="#"
            />
            <FormAlert message={{ ns: 'errors', key: `codes.${LOCKED}`, code: LOCKED }} />
            <p className="auth-notice">{t('session.signedInLeaving')}</p>
            <ActionButton kind="primary" block>
              {t('actions.login')}
            </ActionButton>
            <ActionButton block>{t('actions.continue')}</ActionButton>
            <ActionButton kind="primary" block loading>
              {t('actions.login')}
            </ActionButton>
            <ActionButton block disabled>
              {t('actions.continue')}
            </ActionButton>
          </div>
        </div>
      </section>
      <BuildingBlocks locale={locale} />
      <section aria-labelledby="design-panel">
        <h2 id="design-panel">Brand panel</h2>
        <div className="design-panel">
          <BrandPanel kind="invite" />
        </div>
      </section>
    </div>
  );
}

/**
 * Issue 39: the one set of building blocks every sign-in page uses, each in
 * its states: the checkbox, the links, the header, the button sizes and
 * kinds, the code field, the step indicator, the success screen, the tries
 * left, an alert and a toast. The theme links above show them light and dark.
 */
function BuildingBlocks({ locale }: { readonly locale: string }) {
  const { t } = useTranslation(['auth', 'login', 'errors']);
  const [remember, setRemember] = useState(true);
  const [subscribe, setSubscribe] = useState(false);
  const [code, setCode] = useState('9940');
  return (
    <>
      <section aria-labelledby="design-checkbox">
        <h2 id="design-checkbox">Checkbox</h2>
        <div className="design-column">
          <Checkbox checked={remember} onChange={setRemember}>
            {t('login:login.rememberEmail')}
          </Checkbox>
          <Checkbox checked={subscribe} onChange={setSubscribe}>
            {t('actions.continue')}
          </Checkbox>
          <Checkbox checked onChange={() => undefined} disabled>
            {t('login:login.rememberEmail')}
          </Checkbox>
          <Checkbox checked={false} onChange={() => undefined} invalid describedBy="design-checkbox-error">
            {t('actions.continue')}
          </Checkbox>
          <p id="design-checkbox-error" className="auth-field-error">
            {t('validation.required')}
          </p>
        </div>
      </section>
      <section aria-labelledby="design-links">
        <h2 id="design-links">Links</h2>
        <p className="route-lead">
          {t('actions.continue')} <a href="#design-links">{t('actions.login')}</a>
        </p>
        <p className="auth-switch">
          <a href="#design-links">{t('actions.login')}</a>
        </p>
        <button type="button" className="link-button">
          {t('actions.resend')}
        </button>
      </section>
      <section aria-labelledby="design-header">
        <h2 id="design-header">Header (one height: 64 px)</h2>
        <div className="design-frame">
          <SiteHeader locale={locale} path="/dev/design" languages={[locale]} routeTheme="system" variant="slim" />
        </div>
      </section>
      <section aria-labelledby="design-buttons">
        <h2 id="design-buttons">Buttons (md 40 px, sm 36 px)</h2>
        <div className="design-row">
          <ActionButton kind="primary">{t('actions.login')}</ActionButton>
          <ActionButton>{t('actions.continue')}</ActionButton>
          <ActionButton kind="link">{t('actions.resend')}</ActionButton>
          <ActionButton kind="primary" loading>
            {t('actions.login')}
          </ActionButton>
          <ActionButton kind="primary" disabled>
            {t('actions.login')}
          </ActionButton>
          {/* a link styled as a button: never underlined */}
          <a className="auth-button auth-button-primary" href="#design-buttons">
            {t('actions.login')}
          </a>
        </div>
        <div className="design-row">
          <ActionButton kind="primary" size="sm">
            {t('actions.login')}
          </ActionButton>
          <ActionButton size="sm">{t('actions.continue')}</ActionButton>
          <ActionButton size="sm" disabled>
            {t('actions.continue')}
          </ActionButton>
        </div>
      </section>
      <section aria-labelledby="design-code">
        <h2 id="design-code">Steps, code field, tries left</h2>
        <div className="design-column">
          <StepIndicator
            titles={[t('fields.email'), t('actions.continue'), t('actions.login')]}
            current={2}
            onBack={() => undefined}
          />
          <CodeField
            id="design-code-field"
            value={code}
            onChange={setCode}
            error={{ ns: 'errors', key: 'wrongCode.left', values: { count: 3 } }}
            sentAt={null}
            onResend={() => undefined}
          />
        </div>
      </section>
      <section aria-labelledby="design-success">
        <h2 id="design-success">Success screen, alert, toast</h2>
        <div className="design-column">
          <div className="auth-card">
            <SuccessScreen
              title={t('login:qrConfirm.done.title')}
              lead={t('login:qrConfirm.done.lead')}
              action={{ label: t('login:qrConfirm.done.action'), href: '#design-success' }}
              secondary={{ label: t('login:qrConfirm.done.devices'), href: '#design-success' }}
              focusOnMount={false}
            />
          </div>
          <FormAlert message={{ ns: 'errors', key: 'wrongCode.left', values: { count: 2 } }} />
          <ol className="toast-list design-toasts">
            <li className="toast toast-success">
              <span className="toast-text">{t('login:qrConfirm.done.title')}</span>
            </li>
            <li className="toast">
              <span className="toast-text">{t('errors:wrongCode.locked')}</span>
            </li>
          </ol>
        </div>
      </section>
    </>
  );
}

/**
 * Issue 25: the design system's reference (`/dev/design`, outside production
 * mode): every component in the theme and language the page has, with links
 * to the four: light and dark, English and Arabic. (Frames would show them
 * side by side, but the pages refuse to be framed: X-Frame-Options.)
 * `?theme=light|dark` shows one theme, as the header's switch would.
 */
export function DesignReference({ locale }: { readonly locale: string }) {
  useEffect(() => {
    const asked = storedTheme(new URLSearchParams(window.location.search).get('theme'));
    if (asked) document.documentElement.setAttribute(THEME_ATTRIBUTE, asked);
  }, []);
  return (
    <div className="design-reference">
      {/* a page needs a title (axe document-title): a developer's page, in English like its headings */}
      <Head>
        <title>Design reference</title>
      </Head>
      <nav className="design-row" aria-label="Design reference">
        {LANGUAGES.map((language) =>
          THEMES.map((theme) => (
            <a key={`${language}-${theme}`} href={`/${language}/dev/design?theme=${theme}`}>
              {language} · {theme}
            </a>
          )),
        )}
      </nav>
      <ComponentSheet locale={locale} />
    </div>
  );
}
