import { useTranslation } from 'react-i18next';
import type { StoryDetailData } from '../../../shared/media';
import { ContentLang, MediaDate } from '../../components/media/common';
import { PageBanner, Sections } from '../../components/sections';
import type { PageProps } from '../types';

/**
 * One success story (spec 001 §2.4): its brand, summary and CMS sections — the ROI figures are the
 * success-story-roi section with its counters (spec 001 §3.1, §4). Also the iframe variants.
 */
export default function StoryDetail({ data }: PageProps<StoryDetailData>) {
  const { t } = useTranslation('business');
  const s = data.story;
  return (
    <ContentLang fellBack={s.fellBack}>
      <PageBanner title={s.title} lead={s.summary}>
        <p className="media-meta">
          {s.brandName} · <MediaDate iso={s.publishedAt} />
        </p>
      </PageBanner>
      <Sections sections={s.sections} />
      <p className="sec media-back">
        <a href={data.listHref}>{t('media.stories.all')}</a>
      </p>
    </ContentLang>
  );
}
