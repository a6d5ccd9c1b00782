import { API, signUpWithEmail, uniqueEmail } from './support/auth';
import { expect, test } from './support/test';

test('AFF-1 REG-5 REDIR-11 a visitor from an affiliate link signs up; the account carries the affiliate and the campaign', async ({
  page,
  request,
}) => {
  await signUpWithEmail(page, request, {
    email: uniqueEmail('aff'),
    path: '/register?affiliate_id=31337&group_id=5&campaign=fox',
  });
  await page.waitForURL(/\/en\/dashboard/);
  // REDIR-11: the attribution went on with the person
  expect(new URL(page.url()).searchParams.get('affiliate_id')).toBe('31337');
  const token = (await page.context().cookies()).find((c) => c.name === 'BYBIT_TOKEN')?.value ?? '';
  const res = await request.get(`${API}/x-api/v2/private/user/profile`, { headers: { UserToken: token } });
  const profile = (await res.json()) as { result: { attribution: Record<string, unknown> } };
  expect(profile.result.attribution).toMatchObject({
    medium: 'affiliate',
    affiliate_id: '31337',
    campaign_tags: { group_id: '5', campaign: 'fox' },
    non_crypto: true,
  });
});
