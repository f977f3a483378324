import { RichText } from './rich-text';
import type { SectionProps } from './types';

/** spec 001 §3.1 rich-editor: structured blocks instead of HTML, so nothing needs sanitising. */
export function RichEditor({ section: s, id }: SectionProps<'rich-editor'>) {
  return (
    <section className="sec sec-rich">
      {s.title ? <h2 id={id}>{s.title}</h2> : null}
      <RichText blocks={s.blocks} />
    </section>
  );
}
