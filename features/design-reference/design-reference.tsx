import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';

import { ActionButton } from '@/components/auth/action-button';
import { FormAlert } from '@/components/auth/form-alert';
import { PasswordField } from '@/components/auth/password-field';
import { BrandLogo, BrandMark } from '@/components/layout/brand-logo';
import { Avatar } from '@/components/page/avatar';
import { BrandPanel } from '@/components/page/brand-panel';
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
