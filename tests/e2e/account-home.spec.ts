import { DEMO, expect, hydrated, signInByCall, signInWithForm, test } from './account-helpers';

/** Issue 6: the entrance page's card kinds on the seeded demo account (README "Local accounts"). */
test('entrance page: team member and expired cards, order, actions (spec 000 §2)', async ({
  page,
  context,
  baseURL,
}) => {
  await signInByCall(context, baseURL!, DEMO.email, DEMO.password);
  await page.goto('/de/business/user/home');
  await hydrated(page);
  // spec 000 §2 order: SKIN_ANALYSIS, AESTHETIC_SIMULATION, MAKEUP, EYEWEAR.
  await expect(page.locator('[data-list="active"] > li')).toHaveCount(3);
  const active = await page
    .locator('[data-list="active"] > li')
    .evaluateAll((els) =>
      els.map((e) => `${e.getAttribute('data-solution')}:${e.getAttribute('data-card')}`),
    );
  expect(active).toEqual(['SKIN_ANALYSIS:trial', 'AESTHETIC_SIMULATION:member', 'MAKEUP:paid']);
  const member = page.locator('[data-solution="AESTHETIC_SIMULATION"]');
  await expect(member.locator('.account-card__status')).toHaveText('Teammitglied');
  await expect(member).toContainText('Riverside Skin Clinic');
  await expect(member.getByRole('button', { name: /Konsole öffnen/ })).toBeVisible();

  const expired = page.locator('[data-list="inactive"] [data-solution="EYEWEAR"]');
  await expect(expired).toHaveAttribute('data-card', 'expired');
  await expect(expired.locator('.account-card__status')).toHaveText('Abgelaufen');
  await expect(expired.getByRole('link', { name: /Mehr erfahren/ })).toHaveAttribute(
    'href',
    '/de/business/solutions/online-service/eye-wear',
  );
  await expect(expired.getByRole('link', { name: /Kostenlos testen/ })).toHaveAttribute(
    'href',
    '/de/business/user/free-trial?functionType=EYEWEAR&solutionType=EYEWEAR',
  );
  // A paid plan: the plan name and the recurring type, plus Ends on.
  await expect(page.locator('[data-solution="MAKEUP"] .account-card__status')).toHaveText(
    'Premium · Jährlich',
  );
});

test('the entrance page sends a signed-out visitor to sign-in (spec 000 §2)', async ({ page }) => {
  await page.goto('/ja/business/user/home');
  await expect(page).toHaveURL(/\/ja\/business\/user\/sign-in$/);
});

/** Issue 6: `next` only for same-site paths and configured hosts; everything else → the default page. */
test('open-redirect attempts in next land on the default page', async ({ page }) => {
  test.setTimeout(120_000);
  for (const next of [
    'https://elsewhere.example',
    '//elsewhere.example',
    '/\\elsewhere.example',
    'javascript:alert(1)',
    'http://127.0.0.1.elsewhere.example/',
  ]) {
    await signInWithForm(
      page,
      DEMO.email,
      DEMO.password,
      `/business/user/sign-in?next=${encodeURIComponent(next)}`,
    );
    // spec 000 §4: the demo account has several active subscriptions → the user's home.
    await page.waitForURL((url) => url.pathname === '/business/user/home');
    expect(new URL(page.url()).hostname, next).toBe('127.0.0.1');
  }
  // A same-site path is honoured.
  await signInWithForm(page, DEMO.email, DEMO.password, '/business/user/sign-in?next=%2Fbusiness%2Fplan');
  await page.waitForURL((url) => url.pathname === '/business/plan');
});

test('sign-in prefills the e-mail and carries the types to the other account links (spec 000 §2)', async ({
  page,
}) => {
  await page.goto(
    '/business/user/sign-in?email=pat%40example.com&functionType=EYEWEAR&solutionType=EYEWEAR&subscriptionType=essential',
  );
  await hydrated(page);
  await expect(page.locator('main input[name="email"]')).toHaveValue('pat@example.com');
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/business/user/sign-up/essential?functionType=EYEWEAR&solutionType=EYEWEAR',
  );
});

test('sign-in can be completed with the keyboard alone (issue 6 forms)', async ({ page }) => {
  await page.goto('/business/user/sign-in');
  await hydrated(page);
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name === 'email'))
      break;
  }
  await page.keyboard.type(DEMO.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/business/user/home');
  // Signed in: the header shows the account menu; Escape closes it and gives focus back.
  const menu = page.locator('.account-menu__button');
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
});
