import { expect, type Locator, type Page } from '@playwright/test';

import en from '../../public/locales/en/auth.json';

type Texts = Pick<typeof en, 'fields'>;

/** The country field: the native select the page is served with, then the searchable picker's input. */
export const countryField = (page: Page, t: Texts = en) => page.getByRole('combobox', { name: t.fields.country });

/** The searchable picker, once its code has loaded: only its input lists as the person types. */
export async function countryPicker(page: Page, t: Texts = en): Promise<Locator> {
  const picker = countryField(page, t);
  await expect(picker).toHaveAttribute('aria-autocomplete', 'list', { timeout: 15_000 });
  return picker;
}

/**
 * LOGIN-2, REG-9: a country chosen as a person does: the picker opened, the
 * search typed, the one option it leaves (named `option`) chosen with Enter.
 */
export async function pickCountry(page: Page, search: string, option: RegExp, t: Texts = en): Promise<void> {
  const picker = await countryPicker(page, t);
  await picker.click();
  await page.keyboard.type(search);
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(page.getByRole('option', { name: option })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
}
