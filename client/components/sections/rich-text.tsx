import { richBlockText } from '../../../shared/rich-block-text';
import type { RichBlock } from '../../../shared/smb/content';
import { textKeys } from './keys';

function List({ items, ordered }: { items: readonly string[]; ordered: boolean }) {
  const keys = textKeys(items);
  const lis = items.map((item, i) => <li key={keys[i]}>{item}</li>);
  return ordered ? <ol>{lis}</ol> : <ul>{lis}</ul>;
}

/** Rich text as structured blocks (decision 0042): plain React elements, never injected markup. */
export function RichText({ blocks }: { blocks: readonly RichBlock[] }) {
  const keys = textKeys(blocks.map((b) => (b.type === 'figure' ? b.src : richBlockText(b, '|'))));
  return (
    <>
      {blocks.map((b, i) => {
        const key = keys[i];
        switch (b.type) {
          case 'heading':
            return b.level === 2 ? <h2 key={key}>{b.text}</h2> : <h3 key={key}>{b.text}</h3>;
          case 'paragraph':
            return <p key={key}>{b.text}</p>;
          case 'list':
            return <List key={key} items={b.items} ordered={b.ordered} />;
          case 'quote':
            // A pull quote (decision 0338): the words stand out; a named speaker is the citation.
            return (
              <figure key={key} className="rich-quote">
                <blockquote>
                  <p>{b.text}</p>
                </blockquote>
                {b.cite ? <figcaption>{b.cite}</figcaption> : null}
              </figure>
            );
          default:
            // 'figure'
            return (
              <figure key={key} className="rich-figure">
                <img
                  src={b.src}
                  width={b.width}
                  height={b.height}
                  alt={b.alt}
                  loading="lazy"
                  decoding="async"
                />
                <figcaption>{b.text}</figcaption>
              </figure>
            );
        }
      })}
    </>
  );
}
