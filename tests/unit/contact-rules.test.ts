import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENTS as CONTACT_EVENTS, eventForSupport } from '../../shared/analytics';
import { readAttribution } from '../../shared/attribution';
import {
  LARGER_COMPANY_RANGES,
  PARTNER_TYPE_CHOICES,
  SIZE_CODES,
  STATE_DEFAULT,
  UPLOADS,
} from '../../shared/contact/constants';
import { SALES_EVENTS, salesEventFor } from '../../shared/contact/events';
import { type newsletterBody, newsletterRequest, REVISION_HEADER } from '../../shared/contact/newsletter';
import { COUNTRY_CODES } from '../../shared/contact/places';
import { PRODUCT_CODES, productByNumber } from '../../shared/contact/products';
import {
  buildSupportPayload,
  type ContactFormValues,
  contactFieldErrors,
  employeeRange,
  fileProblems,
  isLargerCompanyCode,
  regionCountry,
  supportJsonBody,
  supportMultipartBody,
} from '../../shared/contact/request';
import { TAG_LISTS, tagById } from '../../shared/contact/tags';
import { EMPLOYEE_SIZE_CODES, isLargerCompany, SourceUtmSchema } from '../../shared/smb/common';
import { PARTNER_TYPES } from '../../shared/smb/partner';
import {
  CreateSupportRequest,
  DEFAULT_STATE,
  ProductTypeSchema,
  SUPPORT_UPLOAD_LIMITS,
  SupportFieldsSchema,
  supportFieldsFromParts,
} from '../../shared/smb/support';

const values = (over: Partial<ContactFormValues> = {}): ContactFormValues => ({
  supportType: 'SALES',
  firstName: ' Mina ',
  lastName: 'Okafor',
  email: 'mina@shop.test',
  businessName: 'Glow Lab',
  employees: 'C300',
  country: 'US',
  state: '',
  description: 'A demo, please.',
  isSubscribed: true,
  tags: { focus: '501', service: '102' },
  ...over,
});

const attribution = readAttribution(
  'ref_source=news; ref_medium=cpc; ref_campaign=spring; gclid=g-1; ' +
    `ref_url_first=${encodeURIComponent('https://site.test/business?utm_source=news')}; ` +
    `ref_url_last=${encodeURIComponent('https://site.test/business/plan')}`,
);

describe('spec 000 §3 employee size codes', () => {
  it('maps C050 → R_1_50 … C999 → R_501_999, exactly as the contract does', () => {
    expect(SIZE_CODES).toEqual(EMPLOYEE_SIZE_CODES);
    expect(employeeRange('C050')).toBe('R_1_50');
    expect(employeeRange('C301500')).toBe('R_301_500');
    expect(employeeRange('C999')).toBe('R_501_999');
    expect(employeeRange('C1000')).toBeUndefined();
    expect(employeeRange('toString')).toBeUndefined();
  });

  it('sizes above 200 are the larger-company group', () => {
    expect(Object.keys(SIZE_CODES).filter(isLargerCompanyCode)).toEqual(['C300', 'C301500', 'C999']);
    for (const range of Object.values(EMPLOYEE_SIZE_CODES)) {
      expect(LARGER_COMPANY_RANGES.includes(range)).toBe(isLargerCompany(range));
    }
  });
});

describe('the browser constants equal the contracts (no drift)', () => {
  it('uploads, state default, partner types', () => {
    expect(UPLOADS.maxFiles).toBe(SUPPORT_UPLOAD_LIMITS.maxFiles);
    expect(UPLOADS.maxFileBytes).toBe(SUPPORT_UPLOAD_LIMITS.maxFileBytes);
    expect([...UPLOADS.types]).toEqual(Object.keys(SUPPORT_UPLOAD_LIMITS.types));
    expect(STATE_DEFAULT).toBe(DEFAULT_STATE);
    expect([...PARTNER_TYPE_CHOICES]).toEqual([...PARTNER_TYPES]);
  });
});

describe('spec 000 §3 product codes P01–P27 (decision 0071)', () => {
  it('has 27 codes in order, each accepted by the contract, P12 the colour report', () => {
    expect(PRODUCT_CODES).toHaveLength(27);
    PRODUCT_CODES.forEach((code, i) => {
      expect(code.startsWith(`P${String(i + 1).padStart(2, '0')}_`)).toBe(true);
      expect(ProductTypeSchema.safeParse(code).success).toBe(true);
    });
    expect(productByNumber(12)).toBe('P12_COLOR_REPORT');
  });

  it('every service and app tag names a known product; tag ids are unique numbers', () => {
    const all = Object.values(TAG_LISTS).flat();
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
    for (const t of [...TAG_LISTS.businessServices, ...TAG_LISTS.consumerApps]) {
      expect(PRODUCT_CODES).toContain(t.product);
    }
    expect(tagById('focus', '502')?.value).toBe('consumer');
  });
});

describe('spec 000 §9 default sales event prefills (decision 0072)', () => {
  it('knows the named events, case-insensitively; unknown values select none', () => {
    for (const code of ['CES2022', 'NRF2022', 'SXSW2022', 'CES2024', 'CES2025']) {
      expect(salesEventFor(code)?.code).toBe(code);
    }
    expect(salesEventFor('ces2025')?.name).toBe('CES 2025');
    expect(salesEventFor('CES1999')).toBeUndefined();
    expect(salesEventFor(null)).toBeUndefined();
    for (const e of SALES_EVENTS) expect(PRODUCT_CODES).toContain(e.product);
  });
});

describe('spec 000 §9 region filter', () => {
  it('blank, unknown, IR, RU and CN outside the China domain are empty; the China domain is CN', () => {
    expect(regionCountry('', false)).toBe('');
    expect(regionCountry(null, false)).toBe('');
    expect(regionCountry('XX1', false)).toBe('');
    expect(regionCountry('ir', false)).toBe('');
    expect(regionCountry('RU', false)).toBe('');
    expect(regionCountry('CN', false)).toBe('');
    expect(regionCountry('', true)).toBe('CN');
    expect(regionCountry('jp', false)).toBe('JP');
  });

  it('the country choices leave IR and RU out and are unique', () => {
    expect(COUNTRY_CODES).not.toContain('IR');
    expect(COUNTRY_CODES).not.toContain('RU');
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
  });
});

describe('spec 000 §3 support request built from a form', () => {
  it('carries attrs with gclid, tags and the larger-company flag, sourceUtm, both referring URLs; state Alabama', () => {
    const p = buildSupportPayload(values(), attribution, salesEventFor('CES2025'));
    expect(p).toMatchObject({
      supportType: 'SALES',
      firstName: 'Mina',
      numberOfEmployees: 'C300',
      country: 'US',
      // spec 000 §5: the state defaults to Alabama when empty.
      state: 'Alabama',
      isSubscribed: true,
      sourceUtm: { utm_source: 'news', utm_medium: 'cpc', utm_campaign: 'spring' },
      refUrlFirst: 'https://site.test/business?utm_source=news',
      refUrlLast: 'https://site.test/business/plan',
    });
    expect(p.attrs).toEqual({
      gclid: 'g-1',
      focus: '501',
      service: '102',
      event: 'CES2025',
      largerCompany: 'true',
    });
    // The origin's own schema accepts it and maps the size code.
    const parsed = CreateSupportRequest.parse(supportJsonBody(p));
    expect(parsed.support.numberOfEmployees).toBe('R_201_300');
    expect(parsed.support.state).toBe('Alabama');
  });

  it('spec 000 §5: UTM counts as empty without both source and medium; no attrs when nothing to say', () => {
    const p = buildSupportPayload(
      values({ employees: 'C050', tags: {} }),
      readAttribution('ref_source=news; ref_url_last=javascript:alert(1)'),
    );
    expect(p.sourceUtm).toBeUndefined();
    expect(p.attrs).toBeUndefined();
    expect(p.refUrlLast).toBeUndefined();
    expect(SourceUtmSchema.parse({ utm_source: 'news' })).toEqual({});
  });

  it('spec 000 §7: multipart prefixes every field with support. and adds files[n]', () => {
    const p = buildSupportPayload(values(), attribution);
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' });
    const form = supportMultipartBody(p, [file, file]);
    const names = [...form.keys()];
    expect(names.filter((n) => !n.startsWith('files[')).every((n) => n.startsWith('support.'))).toBe(true);
    expect(names.filter((n) => n.startsWith('files['))).toEqual(['files[0]', 'files[1]']);
    // What the origin reads back from the parts equals the JSON request.
    const texts = [...form.entries()].filter(([, v]) => typeof v === 'string') as [string, string][];
    const { fields, unknown } = supportFieldsFromParts(texts);
    expect(unknown).toEqual([]);
    expect(SupportFieldsSchema.parse(fields)).toEqual(CreateSupportRequest.parse(supportJsonBody(p)).support);
  });

  it('field checks: required names, an e-mail, required company and description when the form asks', () => {
    expect(contactFieldErrors(values())).toEqual({});
    expect(contactFieldErrors(values({ firstName: ' ', email: 'nope' }))).toEqual({
      firstName: 'required',
      email: 'email',
    });
    expect(
      contactFieldErrors(values({ businessName: '', description: '' }), {
        businessName: true,
        description: true,
      }),
    ).toEqual({ businessName: 'required', description: 'required' });
  });
});

describe('decision 0036 upload limits, checked in the browser before sending', () => {
  const png = { name: 'a.png', size: 10, type: 'image/png' };
  it('type, size and count', () => {
    expect(fileProblems([png])).toEqual([]);
    expect(fileProblems([{ ...png, name: 'x.exe', type: 'application/x-msdownload' }])).toEqual([
      { name: 'x.exe', reason: 'type' },
    ]);
    expect(fileProblems([{ ...png, size: UPLOADS.maxFileBytes + 1 }])).toEqual([
      { name: 'a.png', reason: 'too-large' },
    ]);
    expect(fileProblems(Array(UPLOADS.maxFiles + 1).fill(png))[0]).toEqual({ name: '', reason: 'too-many' });
  });
});

describe('spec 000 §7 newsletter call and analytics events', () => {
  it('list id, e-mail and the five properties, with the revision header', () => {
    const req = newsletterRequest(
      { endpoint: 'https://provider.test/client/subscriptions', listId: 'L1', revision: '2025-01-15' },
      { email: ' a@b.test ', country: 'FR', language: 'fr', firstName: 'Ana' },
    );
    expect(req.method).toBe('POST');
    expect((req.headers as Record<string, string>)[REVISION_HEADER]).toBe('2025-01-15');
    const body = JSON.parse(req.body as string) as ReturnType<typeof newsletterBody>;
    expect(body.data.relationships.list.data.id).toBe('L1');
    expect(body.data.attributes.profile.data.attributes).toEqual({
      email: 'a@b.test',
      properties: {
        Country: 'FR',
        'Website Language': 'fr',
        'First Name': 'Ana',
        'Last Name': '',
        'Email Address': 'a@b.test',
      },
    });
  });

  it('the webinar variant reports the forum form success; sales, investor and others their own', () => {
    expect(eventForSupport('WEBINAR')).toBe(CONTACT_EVENTS.forumFormSuccess);
    expect(eventForSupport('SALES')).toBe(CONTACT_EVENTS.contactSales);
    expect(eventForSupport('INVESTOR')).toBe(CONTACT_EVENTS.investorRegistration);
    expect(eventForSupport('MEDIA')).toBe(CONTACT_EVENTS.contactRequest);
  });
});
