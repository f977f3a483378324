import { PNG as PNG_BYTES } from '../file-samples';
import {
  dataLayerEvents,
  expect,
  hydrated,
  supportRowsFor,
  test,
  uniqueEmail,
  visitWithMarketing,
} from './contact-helpers';

// A well-formed PNG: the origin walks the declared type to its end (decision 0036, issue 29).
const PNG = Buffer.from(PNG_BYTES);

test.describe('contact sales (spec 000 §2, §3, §7, §9)', () => {
  test('a sales request with a file from an event link is stored with UTM, referring URLs and gclid', async ({
    page,
    context,
    baseURL,
  }) => {
    const m = await visitWithMarketing(page, context, baseURL!);
    // spec 000 §9: the CES 2025 default prefill, selected by ?event= (decision 0072).
    await page.goto('/business/contact-sales?event=ces2025');
    await hydrated(page);
    await expect(page.getByText('Following up from CES 2025')).toBeVisible();
    await expect(page.getByLabel('How can we help?')).toHaveValue(/CES 2025/);
    await expect(page.getByLabel('Product or service')).toHaveValue('');

    const email = uniqueEmail('sales');
    await page.getByLabel('First name *').fill('Mina');
    await page.getByLabel('Last name *').fill('Okafor');
    await page.getByLabel('E-mail *').fill(email);
    await page.getByLabel('Company *').fill('Glow Lab');
    await page.getByLabel('Product or service').selectOption({ label: 'Skin analysis' });
    await page.getByLabel('Topic', { exact: true }).selectOption({ label: 'A demo' });
    // spec 000 §3: C300 → R_201_300, above 200 → the larger-company flag.
    await page.getByLabel('Number of employees').selectOption('C300');
    await page.getByLabel('Country or region').selectOption('US');
    await page.getByLabel('Send me product news').check();

    // Browser-side limits first: a text file is refused before anything is sent.
    await page
      .getByLabel('Attachments')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await expect(page.getByText('notes.txt is not a PNG, JPEG, WebP or PDF file.')).toBeVisible();
    await page
      .getByLabel('Attachments')
      .setInputFiles({ name: 'shelf.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('notes.txt is not')).toHaveCount(0);

    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/business\/contact-sales\/thank-you\?supportId=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    const supportId = new URL(page.url()).searchParams.get('supportId');

    const rows = await supportRowsFor(page, email);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.support_id).toBe(supportId);
    expect(row).toMatchObject({
      support_type: 'SALES',
      first_name: 'Mina',
      last_name: 'Okafor',
      business_name: 'Glow Lab',
      product_type: 'P03_SKIN_ANALYSIS',
      number_of_employees: 'R_201_300',
      country: 'US',
      // spec 000 §5: the state defaults to Alabama when empty.
      state: 'Alabama',
      is_subscribed: 1,
      ref_url_first: m.first,
      ref_url_last: m.last,
    });
    expect(row.description).toContain('CES 2025');
    expect(JSON.parse(row.attrs!)).toEqual({
      gclid: m.gclid,
      focus: '501',
      service: '102',
      topic: '202',
      event: 'CES2025',
      largerCompany: 'true',
    });
    expect(JSON.parse(row.source_utm!)).toEqual(m.utm);
    // The file is in R2 under a generated name, not the visitor's.
    expect(row.files).toMatch(
      new RegExp(`^shelf\\.png → support/[0-9a-f-]{36}/[0-9a-f-]{36}\\.png \\(${PNG.length} B\\)$`),
    );
  });

  test('contact-us/sales reports the contact-sales event and keeps the event product when not changed', async ({
    page,
  }) => {
    await page.goto('/business/contact-us/sales?event=NRF2022');
    await hydrated(page);
    const email = uniqueEmail('sales-inline');
    await page.getByLabel('First name *').fill('Ren');
    await page.getByLabel('Last name *').fill('Ito');
    await page.getByLabel('E-mail *').fill(email);
    await page.getByLabel('Company *').fill('Ito Retail');
    await expect(page.getByLabel('Product or service')).toHaveValue('105');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    expect(await dataLayerEvents(page)).toContain('contact_sales');
    const [row] = await supportRowsFor(page, email);
    expect(row).toMatchObject({ support_type: 'SALES', product_type: 'P18_IN_STORE', is_subscribed: 0 });
    expect(JSON.parse(row!.attrs!)).toMatchObject({ event: 'NRF2022', service: '105' });
  });

  test('the origin refuses a disguised file (415): a clear message, every value kept, nothing stored', async ({
    page,
  }) => {
    await page.goto('/business/contact-us/support');
    await hydrated(page);
    const email = uniqueEmail('support-415');
    await page.getByLabel('First name *').fill('Sam');
    await page.getByLabel('Last name *').fill('Reyes');
    await page.getByLabel('E-mail *').fill(email);
    await page.getByLabel('How can we help? *').fill('The console shows an empty list.');
    // Declared as PNG (the browser check passes), but the bytes are not a PNG (decision 0036).
    await page
      .getByLabel('Attachments')
      .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: Buffer.from('MZ, not an image') });
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator(':focus')).toContainText(
      'One of the attachments is not a PNG, JPEG, WebP or PDF file.',
    );
    await expect(page.getByLabel('E-mail *')).toHaveValue(email);
    await expect(page.getByLabel('How can we help? *')).toHaveValue('The console shows an empty list.');
    await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(await supportRowsFor(page, email)).toHaveLength(0);
  });

  test('while a request with files is on its way: a spinner, upload progress, the button disabled', async ({
    page,
  }) => {
    await page.goto('/business/contact-us/media');
    await hydrated(page);
    const email = uniqueEmail('media-progress');
    await page.getByLabel('First name *').fill('Noor');
    await page.getByLabel('Last name *').fill('Haddad');
    await page.getByLabel('E-mail *').fill(email);
    await page.getByLabel('Publication or outlet *').fill('Tech Mirror');
    await page.getByLabel('How can we help? *').fill('Images for a feature, please.');
    await page
      .getByLabel('Attachments')
      .setInputFiles({ name: 'brief.png', mimeType: 'image/png', buffer: PNG });
    // Hold the request (not a stand-in: it continues to the real origin once the waiting state is checked).
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/support/create-request.action*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await expect(page.getByRole('progressbar', { name: 'Uploading attachments' })).toBeVisible();
    await expect(page.locator('form.contact-form')).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    expect(await supportRowsFor(page, email)).toHaveLength(1);
  });
});
