import { useMemo } from 'react';
import { ExploreBar } from '../../components/explore-bar/explore-bar';
import { ContentPageBody } from '../../components/sections';
import { type SectionOptions, SectionOptionsContext } from '../../components/sections/options';
import { defaultFormHref } from '../../components/sections/section-form';
import { TryLive } from '../../components/showcase/try-live';
import type { PageProps } from '../types';
import type { CmsPageData } from './data';

/**
 * Any CMS content page of spec 001 §2.2: info pages, technologies, services, campaigns and products
 * (whose sections carry anchors for the mobile explore bar, and whose free-trial form leads to the
 * trial of the product's group, spec 000 §5).
 */
export default function CmsPage({ data }: PageProps<CmsPageData>) {
  const { freeTrial } = data;
  const options = useMemo<SectionOptions>(
    () =>
      freeTrial
        ? { formHref: (form) => (form.formType === 'free-trial' ? freeTrial : defaultFormHref(form)) }
        : {},
    [freeTrial],
  );
  return (
    <SectionOptionsContext.Provider value={options}>
      <ContentPageBody view={data.view}>
        {data.explore && data.explore.length > 1 ? <ExploreBar items={data.explore} /> : null}
        {data.tryLive ? <TryLive data={data.tryLive.data} storeHref={data.tryLive.storeHref} /> : null}
      </ContentPageBody>
    </SectionOptionsContext.Provider>
  );
}
