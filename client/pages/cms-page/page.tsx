import { ExploreBar } from '../../components/explore-bar/explore-bar';
import { ContentPageBody } from '../../components/sections';
import type { PageProps } from '../types';
import type { CmsPageData } from './data';

/**
 * Any CMS content page of spec 001 §2.2: info pages, technologies, services, campaigns and products
 * (whose sections carry anchors for the mobile explore bar).
 */
export default function CmsPage({ data }: PageProps<CmsPageData>) {
  return (
    <ContentPageBody view={data.view}>
      {data.explore && data.explore.length > 1 ? <ExploreBar items={data.explore} /> : null}
    </ContentPageBody>
  );
}
