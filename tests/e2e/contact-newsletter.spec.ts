import { NEWSLETTER_CONFIG_PATH } from '../../shared/contact/newsletter';
import { dataLayerEvents, expect, hydrated, test, uniqueEmail } from './contact-helpers';

/**
 * The newsletter sign-up of the footer (spec 000 §7 e-mail marketing provider, decision 0074).
 * The provider is the outside edge, and this server runs without NEWSLETTER_* vars (they are the
 * operator's). The configured journey therefore stands in for both outside parts with page.route:
 * the configuration the worker would expose (same shape as worker/contact-config.ts answers, checked
 * in tests/worker/contact-config.test.ts) and the provider's endpoint, pointed at a same-origin path
 * so the page's CSP allows it as it allows a configured provider's origin.
 */
test.describe('newsletter (spec 000 §7, §8)', () => {
  test('unconfigured: one log line, a short notice, and no call to any provider', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url());
    });
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    await page.goto('/business');
    await hydrated(page);
    const footer = page.locator('footer');
    await footer.getByLabel('E-mail address').fill(uniqueEmail('news-off'));
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Newsletter sign-up is not available right now.')).toBeVisible();
    expect(logs.filter((l) => l.startsWith('newsletter:'))).toHaveLength(1);
    expect(posts).toEqual([]);
    expect(await dataLayerEvents(page)).not.toContain('email_subscription_success');
  });

  test('configured: the provider receives the list id, e-mail, properties and revision header', async ({
    page,
  }) => {
    await page.route(`**${NEWSLETTER_CONFIG_PATH}`, (route) =>
      route.fulfill({
        json: {
          enabled: true,
          endpoint: '/provider-stand-in/client/subscriptions',
          listId: 'LIST42',
          revision: '2025-01-15',
        },
      }),
    );
    const received: { body: unknown; revision: string | null }[] = [];
    await page.route('**/provider-stand-in/**', async (route) => {
      received.push({
        body: route.request().postDataJSON(),
        revision: route.request().headers().revision ?? null,
      });
      await route.fulfill({ status: 202, body: '' });
    });
    await page.goto('/ja/business');
    await hydrated(page);
    const footer = page.locator('footer');
    const email = uniqueEmail('news-on');
    await footer.getByLabel('メールアドレス').fill(email);
    await footer.getByRole('button', { name: '登録する' }).click();
    await expect(footer.getByText('登録が完了しました')).toBeVisible();
    expect(received).toHaveLength(1);
    expect(received[0]!.revision).toBe('2025-01-15');
    expect(received[0]!.body).toEqual({
      data: {
        type: 'subscription',
        attributes: {
          profile: {
            data: {
              type: 'profile',
              attributes: {
                email,
                properties: {
                  // The country is whatever /location answers for this local runtime (empty on failure, spec 000 §7).
                  Country: expect.any(String),
                  'Website Language': 'ja',
                  'First Name': '',
                  'Last Name': '',
                  'Email Address': email,
                },
              },
            },
          },
        },
        relationships: { list: { data: { type: 'list', id: 'LIST42' } } },
      },
    });
    expect(await dataLayerEvents(page)).toContain('email_subscription_success');
  });

  test('configured, provider error: only logged, the address stays for another try', async ({ page }) => {
    await page.route(`**${NEWSLETTER_CONFIG_PATH}`, (route) =>
      route.fulfill({
        json: {
          enabled: true,
          endpoint: '/provider-stand-in/client/subscriptions',
          listId: 'LIST42',
          revision: '2025-01-15',
        },
      }),
    );
    // A provider-side refusal; 200-range only counts as success. (Status 400 would also log a
    // "Failed to load resource" line; the stand-in answers a network-level abort instead.)
    await page.route('**/provider-stand-in/**', (route) => route.abort('failed'));
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.goto('/business');
    await hydrated(page);
    const footer = page.locator('footer');
    const email = uniqueEmail('news-err');
    await footer.getByLabel('E-mail address').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => warnings.some((w) => w.startsWith('newsletter:'))).toBe(true);
    await expect(footer.getByLabel('E-mail address')).toHaveValue(email);
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(await dataLayerEvents(page)).not.toContain('email_subscription_success');
  });
});
