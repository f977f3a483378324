import { describe, expect, it } from 'vitest';
import { readContentFiles } from '../../build/content/read-files';
import { SectionSchema } from '../../shared/smb/content';

/**
 * Decision 0300: the testimonial, logo-carousel, video-gallery and tabs sections. The schema is also
 * the contract the proxy holds the vendor's CMS answers to: it takes the seeded shapes and refuses
 * over-long text, links of other schemes and empty lists.
 */
const files = readContentFiles();
type Json = Record<string, unknown>;
const sectionsOf = (file: string) => ((files[file] as Json).content as Json).sections as Json[];
const seeded = (file: string, component: string) => {
  const found = sectionsOf(file).find((s) => s.component === component);
  expect(found, `${file} has a ${component}`).toBeDefined();
  return structuredClone(found!);
};

const testimonial = () => seeded('en/info/partners.json', 'testimonial');
const logos = () => seeded('en/info/partners.json', 'logo-carousel');
const gallery = () => seeded('en/info/CES2022.json', 'video-gallery');
const tabs = () => seeded('en/info/ai-apis.json', 'tabs');
const at = (s: Json, key: string) => s[key] as Json[];

const rejects = (section: Json) => expect(SectionSchema.safeParse(section).success).toBe(false);

describe('the four kinds (decision 0300)', () => {
  it('accept every seeded section of their kinds', () => {
    const kinds = new Set(['testimonial', 'logo-carousel', 'video-gallery', 'tabs']);
    const found = Object.entries(files)
      .filter(([f]) => f.startsWith('en/') && f.endsWith('.json'))
      .flatMap(([, d]) => ((d as Json).content as Json | undefined)?.sections ?? [])
      .filter((s) => kinds.has((s as Json).component as string));
    expect(new Set(found.map((s) => (s as Json).component))).toEqual(kinds);
    for (const s of found) expect(SectionSchema.parse(s)).toEqual(s);
  });

  it('testimonial: a quote, a person and a company; no empty list, no over-long quote', () => {
    rejects({ ...testimonial(), quotes: [] });
    const long = testimonial();
    at(long, 'quotes')[0]!.quote = 'x'.repeat(1201);
    rejects(long);
    const nameless = testimonial();
    at(nameless, 'quotes')[0]!.name = '';
    rejects(nameless);
    const scripted = testimonial();
    at(scripted, 'quotes')[0]!.portrait = 'javascript:alert(1)';
    rejects(scripted);
    const many = testimonial();
    many.quotes = Array.from({ length: 7 }, () => at(testimonial(), 'quotes')[0]);
    rejects(many);
  });

  it('logo-carousel: two logos or more, each a name and a picture; links by the link rule', () => {
    rejects({ ...logos(), logos: at(logos(), 'logos').slice(0, 1) });
    const unnamed = logos();
    at(unnamed, 'logos')[0]!.name = '';
    rejects(unnamed);
    const pictureless = logos();
    at(pictureless, 'logos')[0]!.image = null;
    rejects(pictureless);
    const linked = logos();
    at(linked, 'logos')[0]!.link = 'javascript:alert(1)';
    rejects(linked);
    at(linked, 'logos')[0]!.link = 'https://halcyra.example/';
    expect(SectionSchema.safeParse(linked).success).toBe(true);
    rejects({ ...logos(), autoplay: 'yes' });
    rejects({ ...logos(), title: 'x'.repeat(301) });
  });

  it('video-gallery: two videos or more, each with a link by the link rule', () => {
    rejects({ ...gallery(), videos: at(gallery(), 'videos').slice(0, 1) });
    const bad = gallery();
    at(bad, 'videos')[1]!.videoUrl = 'ftp://videos.example/clip.mp4';
    rejects(bad);
    const untitled = gallery();
    at(untitled, 'videos')[0]!.title = '';
    rejects(untitled);
    rejects({ ...gallery(), videos: Array.from({ length: 13 }, () => at(gallery(), 'videos')[0]) });
  });

  it('tabs: two to eight tabs, short labels, rich text, a CTA by the link rule', () => {
    rejects({ ...tabs(), tabs: at(tabs(), 'tabs').slice(0, 1) });
    const long = tabs();
    at(long, 'tabs')[0]!.label = 'x'.repeat(61);
    rejects(long);
    const empty = tabs();
    at(empty, 'tabs')[0]!.blocks = [];
    rejects(empty);
    const cta = tabs();
    (at(cta, 'tabs')[3]!.cta as Json).ctaLink = 'javascript:alert(1)';
    rejects(cta);
    rejects({ ...tabs(), tabs: Array.from({ length: 9 }, () => at(tabs(), 'tabs')[0]) });
  });
});
