import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { language } from '../../../shared/languages';
import { pathLanguage } from '../../../shared/routes';
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
  const { t } = useTranslation('common');
  const external = /^(https?:|mailto:)/.test(props.href);
  // A page that exists only in English (the forums, decision 0130) is linked there directly and says so
  // before the click: hreflang and a visible, translated marker (issue 27 item 15).
  const target = external ? lang : pathLanguage(props.href, lang);
  const other = target !== lang;
  const marker = other ? t('frame.inEnglish') : '';
  const label = props['aria-label'] && other ? `${props['aria-label']} ${marker}` : props['aria-label'];
  return (
    <a
      href={external ? props.href : siteHref(props.href, target)}
      hrefLang={other ? language(target).htmlLang : undefined}
      className={props.className}
      target={props.newTab ? '_blank' : undefined}
      rel={linkRel(props.newTab, props.nofollow)}
      aria-label={label}
    >
      {props.children}
      {other ? <span className="link-lang">{`${marker.startsWith('（') ? '' : ' '}${marker}`}</span> : null}
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
