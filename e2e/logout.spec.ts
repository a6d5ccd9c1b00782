import enLanding from '../public/locales/en/landing.json';
import { logIn, PASSWORD, signUpThenSignOut, uniqueEmail } from './support/auth';
import { expect, test } from './support/test';

/** React's hydration failures in a production build: minified errors #418, #423, #425 and their text in development. */
const HYDRATION_ERROR = /Minified React error #4(18|19|23|25)|hydrat/i;

test('LOGIN-9 log in, log out: the login page the person lands on hydrates as the server rendered it', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('logout');
  await signUpThenSignOut(page, request, email);
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/en/login');
  await logIn(page, email, PASSWORD);
  await page.waitForURL(/\/en\/dashboard/);

  await page.getByRole('button', { name: enLanding.logout }).click();
  await page.waitForURL(/\/en\/login$/);
  // the language menu opens only once React has taken the page over
  const menu = page.getByRole('button', { name: /Change language/ });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  expect(errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
});
