import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from './seed-content';
import { call, read, uniqueEmail } from './smb-helpers';

/** The contact pages rendered by the worker (spec 000 §2, §9; decisions 0072, 0076). */

const get = (path: string) => SELF.fetch(`http://localhost${path}`, { redirect: 'manual' });

async function html(path: string): Promise<string> {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return res.text();
}

beforeAll(async () => {
  await seedContent(); // partners and investors are CMS pages
});

describe('contact pages', () => {
  it('spec 000 §2: a bare contact-us is the sales form; other types are 404', async () => {
    const bare = await get('/business/contact-us');
    expect(bare.status).toBe(302);
    expect(bare.headers.get('Location')).toMatch(/\/business\/contact-us\/sales$/);
    expect((await get('/business/contact-us/jobs')).status).toBe(404);
    expect((await get('/consumer/contact-us/sales')).status).toBe(404);
  });

  it('each form renders in its language with its own fields', async () => {
    const sales = await html('/business/contact-us/sales');
    expect(sales).toContain('<h1 id="page-title">Contact sales</h1>');
    expect(sales).toContain('Number of employees');
    expect(sales).toContain('value="C301500"');
    const media = await html('/fr/business/contact-us/media');
    expect(media).toContain('Demandes presse');
    expect(media).toContain('Média ou publication');
    expect(media).not.toContain('value="C301500"');
    const consumer = await html('/pt/consumer/contact-us/support');
    expect(consumer).toContain('Aplicação');
    expect(consumer).not.toContain('name="businessName"');
  });

  it('spec 000 §9: ?event= selects a default sales prefill; unknown events prefill nothing', async () => {
    const ces = await html('/business/contact-sales?event=CES2025');
    expect(ces).toContain('Following up from CES 2025');
    expect(ces).toContain('We met at CES 2025 and would like to continue the conversation.');
    const ja = await html('/ja/business/contact-us/sales?event=sxsw2022');
    expect(ja).toContain('SXSW 2022でお会いしました');
    const unknown = await html('/business/contact-sales?event=NOPE2020');
    expect(unknown).not.toContain('class="contact-form__event"');
    // Event prefills are sales prefills only.
    expect(await html('/business/contact-us/media?event=CES2025')).not.toContain(
      'class="contact-form__event"',
    );
  });

  it('spec 000 §9: without an event the sales form starts from the language’s default contact text', async () => {
    const textarea = (page: string) =>
      /<textarea[^>]*name="description"[^>]*>([^<]*)<\/textarea>/.exec(page)?.[1];
    expect(textarea(await html('/business/contact-us/sales'))).toBe(
      'I&#x27;d like to hear how Lumora&#x27;s beauty technology could work for my business.',
    );
    expect(textarea(await html('/de/business/contact-sales'))).toBe(
      'Ich möchte erfahren, wie die Beauty-Technologie von Lumora meinem Unternehmen helfen kann.',
    );
    expect(textarea(await html('/zh-tw/business/contact-us/sales'))).toBe(
      '我想了解 Lumora 的美妝科技如何協助我的業務。',
    );
    // An event's prefill comes first; other forms start empty.
    expect(textarea(await html('/ja/business/contact-us/sales?event=sxsw2022'))).toContain('SXSW 2022');
    expect(textarea(await html('/business/contact-us/media'))).toBe('');
  });

  it('decision 0076: the preferences page shows the request’s subscription, or a notice', async () => {
    const res = await call('/support/create-request.action', {
      body: {
        support: {
          supportType: 'MEDIA',
          firstName: 'A',
          lastName: 'B',
          email: uniqueEmail('pref'),
          isSubscribed: true,
        },
      },
    });
    const { supportId } = await read(res);
    expect(await html(`/business/email-preferences?supportId=${supportId}`)).toContain(
      'You receive product news and event invitations from us.',
    );
    await call(`/support/update-support.action?supportId=${supportId}&isSubscribed=false`);
    expect(await html(`/de/business/email-preferences?supportId=${supportId}`)).toContain(
      'Sie erhalten keine Produktneuheiten',
    );
    expect(await html('/business/email-preferences?supportId=nope')).toContain(
      'This link is incomplete or no longer valid.',
    );
    expect(await html('/consumer/email-preferences')).toContain(
      'This link is incomplete or no longer valid.',
    );
  });

  it('partners and investors: the CMS page, then the registration form', async () => {
    const partners = await html('/business/partners');
    expect(partners).toContain('Partner types');
    expect(partners).toContain('Apply to become a partner');
    const investors = await html('/business/investors');
    expect(investors).toContain('Financial reports, presentations and governance documents');
    expect(investors).toContain('Investor relations contact');
    expect(investors).toContain('Firm or institution');
  });
});
