import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  keepPresent,
  SECTION_CSS_CLASSES,
  sectionComponentsIn,
  sectionTypeOfClass,
  typedRanges,
} from '../../shared/section-css';

/**
 * Decision 0248: a first response inlines only the section rules its sections need. A rule is left out
 * only when it requires a class that nothing but an absent section type's component renders; these
 * tests hold the class table to the sources, and the splitting to the cascade (what stays keeps its
 * order, nothing else is dropped).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SECTIONS_DIR = path.join(ROOT, 'client/components/sections');
const SOURCE = fs.readFileSync(path.join(SECTIONS_DIR, 'sections.css'), 'utf8');
const TYPES = Object.keys(SECTION_CSS_CLASSES) as (keyof typeof SECTION_CSS_CLASSES)[];

const clientSources = fs
  .readdirSync(path.join(ROOT, 'client'), { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name))
  .map((e) => path.join(e.parentPath, e.name));
const read = (file: string) => fs.readFileSync(file, 'utf8');
const rel = (file: string) => path.relative(ROOT, file);

/** Each section type's component module, from the renderer's imports and SECTION_COMPONENTS. */
function componentFiles(): Map<string, string> {
  const render = read(path.join(SECTIONS_DIR, 'render.tsx'));
  const fileOf = new Map(
    [...render.matchAll(/import \{ (\w+) \} from '\.\/([\w-]+)';/g)].map((m) => [
      m[1]!,
      path.join(SECTIONS_DIR, `${m[2]}.tsx`),
    ]),
  );
  const table = /SECTION_COMPONENTS[^=]*= \{([\s\S]*?)\n\};/.exec(render)?.[1] ?? '';
  return new Map(
    [...table.matchAll(/'?([\w-]+)'?: (\w+),/g)].map((m) => [m[1]!, fileOf.get(m[2]!) ?? `?${m[2]}`]),
  );
}

/** The stylesheets a kind's component imports from its own file (`./<kind>.css`), by type. */
function ownStylesheets(components: Map<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [type, file] of components) {
    const css = /import '\.\/([\w-]+\.css)';/.exec(read(file))?.[1];
    if (css) out.set(type, read(path.join(SECTIONS_DIR, css)));
  }
  return out;
}

describe('the class table (shared/section-css.ts) against the sources', () => {
  const components = componentFiles();

  it("names types of the renderer's table only", () => {
    expect(components.size).toBeGreaterThanOrEqual(16);
    for (const type of TYPES) expect(components.get(type), type).toMatch(/\.tsx$/);
  });

  it("a class block appears in its type's component and in no other client source", () => {
    for (const type of TYPES) {
      for (const root of SECTION_CSS_CLASSES[type]) {
        // The block and any class continuing it, also when built from parts (`sec-plan--${x}`).
        const pattern = new RegExp(`${root}(?![A-Za-z0-9])`);
        const users = clientSources.filter((f) => pattern.test(read(f))).map(rel);
        expect(users, root).toEqual([rel(components.get(type)!)]);
      }
    }
  });

  it('those components render only through the sections renderer (from a section in the data)', () => {
    for (const type of TYPES) {
      const stem = path.basename(components.get(type)!, '.tsx');
      const importers = clientSources
        .filter((f) => new RegExp(`from '\\./${stem}'|/sections/${stem}'`).test(read(f)))
        .map(rel);
      expect(importers, type).toEqual(['client/components/sections/render.tsx']);
    }
  });

  it('no client source writes a section of those types itself', () => {
    const literal = new RegExp(`component:\\s*['"](${TYPES.join('|')})['"]`);
    expect(clientSources.filter((f) => literal.test(read(f))).map(rel)).toEqual([]);
  });

  it('every type in the table has rules in sections.css or in its own stylesheet beside its component', () => {
    const typed = new Set(typedRanges(SOURCE).flatMap((r) => r.types));
    for (const [type, css] of ownStylesheets(components)) {
      // A kind's own file (decision 0300) holds that kind's rules only: none is needed by every page.
      const ranges = typedRanges(css);
      expect(
        ranges.map((r) => r.types),
        type,
      ).toEqual(ranges.map(() => [type]));
      expect(
        keepPresent(css, ranges, new Set())
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .trim(),
        type,
      ).toBe('');
      typed.add(type);
    }
    expect([...typed].sort()).toEqual([...TYPES].sort());
  });
});

describe('typedRanges / keepPresent', () => {
  it('sections.css: all types keep the file as it is; none keeps no rule of a type', () => {
    const ranges = typedRanges(SOURCE);
    expect(keepPresent(SOURCE, ranges, new Set(TYPES))).toBe(SOURCE);
    const shared = keepPresent(SOURCE, ranges, new Set());
    for (const root of TYPES.flatMap((t) => SECTION_CSS_CLASSES[t])) {
      expect(shared).not.toMatch(new RegExp(`\\.${root}(?![A-Za-z0-9])`));
    }
    for (const rule of ['.sec {', '.sec-ctas {', '.button--secondary {', '.sec-media--empty.sec-tone-3 {']) {
      expect(shared).toContain(rule);
    }
    // What stays is the file's text, in its order, with stretches cut out.
    const plans = keepPresent(SOURCE, ranges, new Set(['plan-pricing']));
    let at = 0;
    for (const line of plans.split('\n')) {
      at = SOURCE.indexOf(line, at);
      expect(at, line).toBeGreaterThanOrEqual(0);
    }
    expect(plans).toContain('.sec-plan--featured {');
    expect(plans).not.toContain('.sec-faq');
  });

  it('a rule needs a type only if every selector of it requires one of its classes', () => {
    const css = [
      '.a{color:red}',
      '.sec-plan{color:red}',
      '.sec-plans__list li,.sec-plan__cta{color:red}',
      '.sec-roi__list,.sec-steps__list{color:red}',
      '.sec-faq p,.b{color:red}',
      '.x:not(.sec-faq){color:red}',
      ':is(.sec-faq) p{color:red}',
      '[class~="sec-faq"]{color:red}',
      '.sec-ctas{color:red}',
      '.sec-cta .sec-ctas{color:red}',
      '.sec-video__play:after{content:"}{.sec-faq"}',
      '@media (min-width:801px){.sec-media-text{display:grid}.sec-media-text--left .sec-media{order:-1}}',
      '@media (min-width:9px){.sec-grid__card{color:red}.c{color:red}}',
      '@font-face{font-family:x;src:url(x.woff2)}',
      '@layer base{.sec-faq{color:red}}',
      '/* .sec-faq{ */.d{color:red}',
    ];
    const text = css.join('');
    const ranges = typedRanges(text);
    const at = (i: number) => text.indexOf(css[i]!);
    expect(ranges).toEqual([
      { from: at(1), to: at(3), types: ['plan-pricing'] },
      { from: at(3), to: at(4), types: ['steps', 'success-story-roi'] },
      { from: at(9), to: at(10), types: ['cta-banner'] },
      { from: at(10), to: at(11), types: ['video'] },
      { from: at(11), to: at(12), types: ['media-text'] },
    ]);
    expect(keepPresent(text, ranges, new Set(['steps']))).toBe(
      [...css.slice(0, 1), ...css.slice(3, 9), ...css.slice(12)].join(''),
    );
  });

  it('a class belongs to a type by its block: the class itself or one continuing it with - or _', () => {
    expect(sectionTypeOfClass('sec-plan')).toBe('plan-pricing');
    expect(sectionTypeOfClass('sec-plan--featured')).toBe('plan-pricing');
    expect(sectionTypeOfClass('sec-plans__billing')).toBe('plan-pricing');
    expect(sectionTypeOfClass('sec-ctas')).toBeUndefined();
    expect(sectionTypeOfClass('sec-media')).toBeUndefined();
    expect(sectionTypeOfClass('sec-media-text--left')).toBe('media-text');
  });
});

describe('sectionComponentsIn', () => {
  it("finds every section's component, at any depth", () => {
    const data = {
      page: { sections: [{ component: 'stats', items: [] }, { component: 'steps' }] },
      grid: { component: 'card-grid', cards: [{ title: 'x' }] },
      rows: [[{ section: { component: 'plan-pricing' } }]],
      text: 'component',
      none: null,
    };
    expect(sectionComponentsIn(data)).toEqual(new Set(['stats', 'steps', 'card-grid', 'plan-pricing']));
    expect(sectionComponentsIn(null)).toEqual(new Set());
  });
});
