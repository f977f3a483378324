import { useTranslation } from 'react-i18next';
import type { StoryListData } from '../../../shared/media';
import { ListThumb } from '../../components/list-thumb';
import { ContentLang } from '../../components/media/common';
import { PageBanner } from '../../components/sections';
import type { PageProps } from '../types';

/**
 * /business/successstory/list and its iframe variant (spec 001 §2.4). Inside a frame the links stay
 * on the iframe pages and open in the frame; the frame itself (header, footer) is not drawn.
 */
export default function StoryList({ data }: PageProps<StoryListData>) {
  const { t } = useTranslation('business');
  const { t: seo } = useTranslation('seo');
  return (
    <>
      <PageBanner title={seo('successstory-list.heading')} lead={seo('successstory-list.description')} />
      <section className="sec" aria-labelledby="stories-title">
        <h2 id="stories-title" className="visually-hidden">
          {t('media.stories.all')}
        </h2>
        {data.items.length === 0 ? <p>{t('media.empty')}</p> : null}
        <ul className="cards">
          {data.items.map((s, i) => (
            <li key={s.href} className="card media-card">
              <ContentLang fellBack={s.fellBack}>
                <ListThumb src={s.imageUrl} index={i} />
                <p className="media-meta">{s.brandName}</p>
                <h3>
                  <a href={s.href}>{s.title}</a>
                </h3>
                <p>{s.summary}</p>
              </ContentLang>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
