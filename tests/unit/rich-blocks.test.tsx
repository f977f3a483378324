import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from '../../client/components/sections/rich-text';
import { readingMinutes } from '../../shared/blog';
import { richBlockText } from '../../shared/rich-block-text';
import { RichBlockSchema } from '../../shared/smb/content';

// Article blocks (decision 0338): pull quotes and pictures beside headings, paragraphs and lists.
describe('rich blocks', () => {
  const quote = {
    type: 'quote',
    text: 'Returns fell by a third.',
    cite: 'Mara Voss, Halden Beauty',
  } as const;
  const figure = {
    type: 'figure',
    src: '/media/results/lip-color.webp',
    width: 960,
    height: 540,
    alt: 'The same face before and after a lip shade',
    text: 'Made by the engine on a public-domain portrait.',
  } as const;

  it('accepts a pull quote and a sized site picture', () => {
    expect(RichBlockSchema.parse(quote)).toEqual(quote);
    expect(RichBlockSchema.parse(figure)).toEqual(figure);
  });

  it('refuses a picture from elsewhere, without a size or without words', () => {
    expect(RichBlockSchema.safeParse({ ...figure, src: 'https://cdn.example/x.png' }).success).toBe(false);
    expect(RichBlockSchema.safeParse({ ...figure, src: '/media/../../etc/passwd' }).success).toBe(false);
    const { width: _w, ...unsized } = figure;
    expect(RichBlockSchema.safeParse(unsized).success).toBe(false);
    expect(RichBlockSchema.safeParse({ ...figure, alt: undefined }).success).toBe(false);
  });

  it('renders the quote as a blockquote with its citation and the picture with size and caption', () => {
    const html = renderToStaticMarkup(
      <RichText blocks={[{ type: 'paragraph', text: 'Lead.' }, quote, figure]} />,
    );
    expect(html).toContain(
      '<figure class="rich-quote"><blockquote><p>Returns fell by a third.</p></blockquote><figcaption>Mara Voss, Halden Beauty</figcaption></figure>',
    );
    expect(html).toMatch(
      /<img src="\/media\/results\/lip-color\.webp" width="960" height="540" alt="The same face/,
    );
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('<figcaption>Made by the engine on a public-domain portrait.</figcaption>');
  });

  it('counts a quote and a caption in the words of an article', () => {
    expect(richBlockText(quote)).toBe('Returns fell by a third. Mara Voss, Halden Beauty');
    const long = Array.from({ length: 290 }, () => 'word').join(' ');
    expect(readingMinutes([{ type: 'paragraph', text: long }])).toBe(1);
    expect(readingMinutes([{ type: 'paragraph', text: long }, quote, figure])).toBe(2);
  });
});
