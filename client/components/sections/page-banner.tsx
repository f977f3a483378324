import type { ReactNode } from 'react';

/** The banner of a page built by the site itself (lists, search, FAQ): its h1 and a lead. */
export function PageBanner(props: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <section className="sec-banner" aria-labelledby="page-title">
      <div className="sec-banner__inner">
        <h1 id="page-title">{props.title}</h1>
        {props.lead ? <p className="sec-banner__lead">{props.lead}</p> : null}
        {props.children}
      </div>
    </section>
  );
}
