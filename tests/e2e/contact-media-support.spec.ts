import {
  dataLayerEvents,
  expect,
  hydrated,
  supportRowsFor,
  test,
  uniqueEmail,
  visitWithMarketing,
} from './contact-helpers';

test.describe('media and support requests (spec 000 §3, §5, §7)', () => {
  test('a media request pressed twice is stored once; its preference link unsubscribes it', async ({
    page,
    context,
    baseURL,
  }) => {
    const m = await visitWithMarketing(page, context, baseURL!);
    await page.goto('/business/contact-us/media');
    await hydrated(page);
    const email = uniqueEmail('media');
    await page.getByLabel('First name *').fill('Ada');
    await page.getByLabel('Last name *').fill('Brook');
    await page.getByLabel('E-mail *').fill(email);
    await page.getByLabel('Publication or outlet *').fill('Beauty Weekly');
    await page.getByLabel('Topic', { exact: true }).selectOption({ label: 'Press' });
    await page.getByLabel('How can we help? *').fill('An interview about virtual try-on in 2026.');
    await page.getByLabel('Send me product news').check();
    // Two presses in a row: the button is disabled while sending and the request key dedupes (decision 0075).
    await page.getByRole('button', { name: 'Send' }).dblclick();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    expect(await dataLayerEvents(page)).toContain('contact_request');

    const rows = await supportRowsFor(page, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      support_type: 'MEDIA',
      business_name: 'Beauty Weekly',
      is_subscribed: 1,
      ref_url_first: m.first,
      ref_url_last: m.last,
    });
    expect(JSON.parse(rows[0]!.attrs!)).toEqual({ gclid: m.gclid, topic: '206' });
    expect(JSON.parse(rows[0]!.source_utm!)).toEqual(m.utm);

    // The subscription preference page (decision 0076): update-support with isSubscribed.
    await page.getByRole('link', { name: 'Manage the e-mails you receive from us' }).click();
    await expect(page).toHaveURL(/\/business\/email-preferences\?supportId=/);
    await expect(page.getByText('You receive product news and event invitations from us.')).toBeVisible();
    await hydrated(page);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('Your choice is saved.')).toBeVisible();
    await expect(page.getByText('You do not receive product news')).toBeVisible();
    expect((await supportRowsFor(page, email))[0]!.is_subscribed).toBe(0);
  });

  test('a consumer support request: inline errors first, values kept, then stored with the app code', async ({
    page,
    context,
    baseURL,
  }) => {
    const m = await visitWithMarketing(page, context, baseURL!);
    await page.goto('/consumer/contact-us/support');
    await hydrated(page);
    const email = uniqueEmail('support');
    await page.getByLabel('First name *').fill('Lu');
    await page.getByLabel('E-mail *').fill('not-an-address');
    await page.getByRole('button', { name: 'Send' }).click();
    // Focus moves to the message that says what to fix.
    await expect(page.locator(':focus')).toContainText('Please correct the marked fields and send again.');
    await expect(page.getByLabel('Last name *')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
    await expect(page.getByLabel('First name *')).toHaveValue('Lu');
    expect(await supportRowsFor(page, 'not-an-address')).toHaveLength(0);

    // Keyboard only from here.
    await page.getByLabel('Last name *').focus();
    await page.keyboard.type('Chen');
    await page.getByLabel('E-mail *').fill(email);
    await page.getByLabel('App', { exact: true }).selectOption({ label: 'Photo editor' });
    await page.getByLabel('Topic', { exact: true }).selectOption({ label: 'Something does not work' });
    await page.getByLabel('How can we help? *').fill('Export stops at 90 percent.');
    await page.getByLabel('How can we help? *').press('Tab');
    await page.getByRole('button', { name: 'Send' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

    const [row] = await supportRowsFor(page, email);
    expect(row).toMatchObject({
      support_type: 'SUPPORT',
      first_name: 'Lu',
      last_name: 'Chen',
      product_type: 'P25_CONSUMER_APPS',
      state: 'Alabama',
      ref_url_last: m.last,
    });
    expect(JSON.parse(row!.attrs!)).toEqual({ gclid: m.gclid, app: '302', topic: '402' });
  });

  // GET /smb-frontend/location is the edge route another issue builds (absent from this branch, where it
  // answers 404); these two journeys stand in for its answer with page.route to exercise the form's side.
  test('spec 000 §7 / §9: the country is prefilled from /location once the visitor starts; RU stays empty', async ({
    page,
  }) => {
    await page.route('**/smb-frontend/location', (route) =>
      route.fulfill({ json: { data: { country: 'jp' } } }),
    );
    await page.goto('/business/contact-us/support');
    await hydrated(page);
    await expect(page.getByLabel('Country or region')).toHaveValue('');
    await page.getByLabel('First name *').focus();
    await expect(page.getByLabel('Country or region')).toHaveValue('JP');

    await page.unroute('**/smb-frontend/location');
    await page.route('**/smb-frontend/location', (route) => route.fulfill({ json: { data: 'RU' } }));
    await page.goto('/consumer/contact-us/media');
    await hydrated(page);
    const asked = page.waitForResponse('**/smb-frontend/location');
    await page.getByLabel('First name *').focus();
    await asked;
    await page.getByLabel('Last name *').fill('x');
    await expect(page.getByLabel('Country or region')).toHaveValue('');
  });
});
