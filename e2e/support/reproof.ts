import { expect, type Locator, type Page } from '@playwright/test';

import enAuth from '../../public/locales/en/auth.json';
import enReproof from '../../public/locales/en/reproof.json';

export type ReproofTexts = typeof enReproof;
type AuthTexts = Pick<typeof enAuth, 'fields'>;

/** Issue 36: the re-proof dialog ("Confirm it's you") a security change opens. */
export function reproofDialog(page: Page, t: ReproofTexts = enReproof): Locator {
  return page.getByRole('dialog', { name: t.title });
}

/** The dialog's code field for the method it shows. */
export function reproofCode(dialog: Locator, method: 'totp' | 'email' | 'sms', t: ReproofTexts = enReproof): Locator {
  return dialog.getByRole('textbox', { name: t.codeLabel[method] });
}

/**
 * Answers the re-proof dialog: the password, and the code of the method it
 * shows when one is given (its sixth digit sends it); returns once the
 * dialog has closed (the change it was opened for goes on by itself).
 */
export async function confirmItsMe(
  page: Page,
  password: string,
  {
    code,
    method = 'totp',
    t = enReproof,
    auth = enAuth,
  }: { code?: string; method?: 'totp' | 'email' | 'sms'; t?: ReproofTexts; auth?: AuthTexts } = {},
): Promise<void> {
  const dialog = reproofDialog(page, t);
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByLabel(auth.fields.password, { exact: true }).fill(password);
  if (code) await reproofCode(dialog, method, t).fill(code);
  else await dialog.getByRole('button', { name: t.confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}
