import type { ReactNode } from 'react';
import type { Cta } from '../../../shared/smb/content';
import { useSite } from '../../app/site-context';
import { linkRel, siteHref } from './site-href';

/**
 * A link from CMS content (spec 001 §5): http(s) and mailto links open as given; in-site paths get the
 * page's language prefix and navigate in-app (the navigation layer handles /business/plan and
 * /business/investors as full loads).
 */
export function CmsLink(props: {
  href: string;
  newTab?: boolean;
  nofollow?: boolean;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  const { lang } = useSite();
  const external = /^(https?:|mailto:)/.test(props.href);
  return (
    <a
      href={external ? props.href : siteHref(props.href, lang)}
      className={props.className}
      target={props.newTab ? '_blank' : undefined}
      rel={linkRel(props.newTab, props.nofollow)}
      aria-label={props['aria-label']}
    >
      {props.children}
    </a>
  );
}

export function CtaButton({ cta, href }: { cta: Cta; href?: string }) {
  const kind = cta.buttonType === 'link' ? 'sec-link' : `button button--${cta.buttonType}`;
  return (
    <CmsLink href={href ?? cta.ctaLink} newTab={cta.newTab} nofollow={cta.nofollow} className={kind}>
      {cta.ctaText}
    </CmsLink>
  );
}

export function CtaRow({ ctas }: { ctas: readonly Cta[] }) {
  if (ctas.length === 0) return null;
  return (
    <p className="sec-ctas">
      {ctas.map((c) => (
        <CtaButton key={`${c.ctaLink}|${c.ctaText}`} cta={c} />
      ))}
    </p>
  );
}
