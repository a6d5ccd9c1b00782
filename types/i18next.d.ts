/**
 * Typed translation keys: i18next checks every key a screen asks for against
 * the English files, so a missing or misspelt key fails `npm run typecheck`.
 * Plural forms (`_one`, `_few`, …) are asked for by their family's key with a
 * count.
 */
import type affiliate from '@/public/locales/en/affiliate.json';
import type auth from '@/public/locales/en/auth.json';
import type benefits from '@/public/locales/en/benefits.json';
import type common from '@/public/locales/en/common.json';
import type devices from '@/public/locales/en/devices.json';
import type dialogs from '@/public/locales/en/dialogs.json';
import type errors from '@/public/locales/en/errors.json';
import type invite from '@/public/locales/en/invite.json';
import type landing from '@/public/locales/en/landing.json';
import type login from '@/public/locales/en/login.json';
import type oauth from '@/public/locales/en/oauth.json';
import type passkeySettings from '@/public/locales/en/passkey-settings.json';
import type passkey from '@/public/locales/en/passkey.json';
import type recovery from '@/public/locales/en/recovery.json';
import type register from '@/public/locales/en/register.json';
import type reproof from '@/public/locales/en/reproof.json';
import type security from '@/public/locales/en/security.json';
import type telegram from '@/public/locales/en/telegram.json';
import type unblock from '@/public/locales/en/unblock.json';
import type verify from '@/public/locales/en/verify.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      landing: typeof landing;
      dialogs: typeof dialogs;
      login: typeof login;
      register: typeof register;
      invite: typeof invite;
      benefits: typeof benefits;
      affiliate: typeof affiliate;
      verify: typeof verify;
      oauth: typeof oauth;
      telegram: typeof telegram;
      unblock: typeof unblock;
      recovery: typeof recovery;
      errors: typeof errors;
      security: typeof security;
      passkey: typeof passkey;
      'passkey-settings': typeof passkeySettings;
      devices: typeof devices;
      reproof: typeof reproof;
    };
  }
}
