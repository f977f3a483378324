import { useTranslation } from 'react-i18next';
import { featurePath } from '../../../shared/consumer-features';
import { CmsLink, ContentPageBody } from '../../components/sections';
import type { PageProps } from '../types';
import type { ConsumerFeatureData } from './data';

/**
 * /consumer/features/{feature} (spec 001 §2.7): the feature's CMS page, then more tools of its group
 * of the consumer feature menu (Photo, Portrait or Video Editing) under their translated names.
 */
export default function ConsumerFeature({ data }: PageProps<ConsumerFeatureData>) {
  const { t } = useTranslation('consumer');
  return (
    <>
      <ContentPageBody view={data.view} />
      {data.group && data.related.length > 0 ? (
        <nav className="section section--tint" aria-labelledby="related-title">
          <h2 id="related-title">{t('features.more', { group: t(`features.groups.${data.group}`) })}</h2>
          <ul className="cards">
            {data.related.map((slug) => (
              <li key={slug} className="card">
                <CmsLink href={featurePath(slug)}>{t(`features.names.${slug}`)}</CmsLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
