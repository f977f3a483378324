import type { ReactNode } from 'react';
import type { ContentPageView } from '../../../shared/smb/content-reshape';
import { Sections } from './render';
import { TopBanner } from './top-banner';

/**
 * A CMS content page (spec 001 §3.1: topBanner + sections). When the entry is the English fallback
 * (defaultEnu), the content is marked `lang="en"` so assistive technology reads it right, while the UI
 * around it stays in the page's language.
 */
export function ContentPageBody(props: {
  view: ContentPageView;
  /** Rendered between the banner and the sections (explore bar, view switch…). */
  children?: ReactNode;
  /** Rendered after the banner's text, inside the banner (buttons the page adds). */
  bannerExtra?: ReactNode;
  sections?: ContentPageView['sections'];
}) {
  const { view } = props;
  const lang = view.fellBack ? 'en' : undefined;
  return (
    <>
      <div lang={lang}>
        <TopBanner
          id="page-title"
          section={{
            component: 'top-banner',
            title: view.banner.title,
            description: view.banner.description,
            backgroundDesktop: view.banner.backgroundDesktop,
            backgroundMobile: view.banner.backgroundMobile,
            ctas: [],
          }}
          extra={props.bannerExtra}
        />
      </div>
      {props.children}
      <div lang={lang}>
        <Sections sections={props.sections ?? view.sections} />
      </div>
    </>
  );
}
