import { axeViolations } from './axe';
import { expect, hydrated, supportRowsFor, test, uniqueEmail } from './contact-helpers';
import { nuErrors } from './vnu';

/** The forum pages (spec 001 §2.6) in a real browser: the event page, the webinar form, a11y, HTML. */

const GBTF = '/business/global-beauty-tech-forum';

test('event page: the event menu jumps to its sections; agenda items open and close from the keyboard', async ({
  page,
}) => {
  await page.goto(GBTF);
  await hydrated(page);
  const menu = page.getByRole('navigation', { name: 'Event menu' });
  for (const [name, id] of [
    ['Speakers', 'speakers'],
    ['Agenda', 'agenda'],
    ['Tickets', 'tickets'],
  ] as const) {
    await menu.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`#${id}`)).toBeInViewport();
    // Going to a fragment moves the focus to the target's focusable ancestor (`main`, tabindex -1)
    // once the browser has scrolled there, up to a few hundred ms after the click: wait for it, or it
    // could take the focus from the agenda button below and its key press would be lost.
    await expect(page.locator('#main')).toBeFocused();
  }
  // spec 001 §2.6: agenda items expand to show subtitle, speakers and brand logos.
  const toggle = page.getByRole('button', { name: 'Panel: try-on that sells' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(panel).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByText('Brands share what changed after launching virtual try-on.')).toBeVisible();
  await expect(panel.getByRole('img', { name: 'Ornell Eyeworks' })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(panel).toBeHidden();
});

test('webinar registration: the forum event is reported, the thank-you page follows, the row is stored', async ({
  page,
}) => {
  // The event is pushed just before the page changes: keep the data layer across that navigation.
  await page.addInitScript(() => {
    const kept = JSON.parse(sessionStorage.getItem('dl') ?? '[]') as unknown[];
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]) => {
      kept.push(...items);
      sessionStorage.setItem('dl', JSON.stringify(kept));
      return Array.prototype.push.apply(layer, items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  const email = uniqueEmail('webinar');
  await page.goto('/business/beauty-tech-forum-master-class/detail/1601');
  await hydrated(page);
  await page.getByLabel('First name *').fill('Noor');
  await page.getByLabel('Last name *').fill('Lind');
  await page.getByLabel('E-mail *').fill(email);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/business\/beauty-tech-forum-master-class\/detail\/1601\/thankyou$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for registering' })).toBeVisible();
  const events = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('dl') ?? '[]') as { event?: string }[],
  );
  expect(events.map((e) => e.event)).toContain('forum_form_success');
  const rows = await supportRowsFor(page, email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ support_type: 'WEBINAR', first_name: 'Noor' });
  expect(JSON.parse(rows[0]!.attrs!)).toMatchObject({ sessionId: '1601' });
  // The same row on the local /dev/requests page (its HTML listing).
  const listing = await page.request.get('/dev/requests');
  expect(listing.status()).toBe(200);
  expect(await listing.text()).toContain(email);
});

const PAGES = [
  GBTF,
  `/fr${GBTF}`,
  `/ja${GBTF}/jpn`,
  `${GBTF}/global-beauty-tech-forum-2025`,
  '/business/beauty-tech-forum-master-class',
  '/ja/business/beauty-tech-forum-master-class',
  '/business/beauty-tech-forum-master-class/detail/1601',
  '/business/beauty-tech-forum-master-class/detail/1601/thankyou',
  `/fr${GBTF}/detail/1301`,
  '/business/education-series',
  '/business/education-series/detail/1801',
];

test.describe('forum pages: axe-core', () => {
  test.use({ bypassCSP: true });
  for (const url of PAGES) {
    test(`axe: ${url}`, async ({ page }) => {
      await page.goto(url);
      await hydrated(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test('forum pages: the Nu HTML checker reports no errors', async ({ request }) => {
  test.setTimeout(120_000);
  const pages = new Map<string, string>();
  for (const url of PAGES) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    pages.set(url, await res.text());
  }
  expect(nuErrors(pages), 'vnu errors').toBe('');
});

test('in-app navigation to a forum page shows a blank content area while its data loads (spec 001 §2.6)', async ({
  page,
}) => {
  await page.goto('/business');
  await hydrated(page);
  // Hold the forum page's data request until the blank state has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${GBTF}`, async (route) => {
    if (route.request().headers()['x-page-data']) await held;
    await route.continue();
  });
  const main = page.locator('main#main');
  await page.locator(`.home-event a[href="${GBTF}"]`).click();
  await expect(page.locator('html')).toHaveAttribute('data-navigating', 'blank');
  await expect(main).toBeHidden();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${GBTF}$`));
  await expect(page.locator('html')).not.toHaveAttribute('data-navigating', /.*/);
  await expect(main).toBeVisible();
});
