import type { RichBlock } from '../../../shared/smb/content';
import { textKeys } from './keys';

const blockText = (b: RichBlock) => (b.type === 'list' ? b.items.join('|') : b.text);

function List({ items, ordered }: { items: readonly string[]; ordered: boolean }) {
  const keys = textKeys(items);
  const lis = items.map((item, i) => <li key={keys[i]}>{item}</li>);
  return ordered ? <ol>{lis}</ol> : <ul>{lis}</ul>;
}

/** Rich text as structured blocks (decision 0042): plain React elements, never injected markup. */
export function RichText({ blocks }: { blocks: readonly RichBlock[] }) {
  const keys = textKeys(blocks.map(blockText));
  return (
    <>
      {blocks.map((b, i) => {
        const key = keys[i];
        if (b.type === 'heading')
          return b.level === 2 ? <h2 key={key}>{b.text}</h2> : <h3 key={key}>{b.text}</h3>;
        if (b.type === 'paragraph') return <p key={key}>{b.text}</p>;
        return <List key={key} items={b.items} ordered={b.ordered} />;
      })}
    </>
  );
}
