import { type MouseEvent, useId } from 'react';
import { SHARE_NETWORK_NAMES, SHARE_NETWORKS, sharePopupFeatures, shareUrl } from '../../shared/share';
import './share-buttons.css';

/**
 * Share links for an absolute page address (spec 001 §7): each is a plain link to the network's share
 * page (works without JavaScript, in a new tab); with JavaScript it opens in the 600x400 popup.
 * `label` gives each link its text in the page's language (the caller's namespace); `hint` is read
 * after it by screen readers (e.g. "opens in a new window").
 */
export function ShareButtons({
  url,
  title,
  label,
  hint,
  className = 'forum-share',
  linkClassName,
}: {
  url: string;
  title?: string;
  label: (network: string) => string;
  hint?: string;
  className?: string;
  linkClassName?: string;
}) {
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    window.open(e.currentTarget.href, 'share', sharePopupFeatures());
  };
  return (
    <ul className={className}>
      {SHARE_NETWORKS.map((n) => (
        <li key={n}>
          <a
            className={linkClassName ? `${linkClassName} ${linkClassName}--${n}` : undefined}
            href={shareUrl(n, url, title)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={open}
            data-network={n}
          >
            {label(SHARE_NETWORK_NAMES[n])}
            {hint ? <span className="visually-hidden"> {hint}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A titled share block (blog posts, app pages, video pages) around ShareButtons. */
export function ShareSection({
  heading,
  className = 'share',
  ...buttons
}: Parameters<typeof ShareButtons>[0] & { heading: string }) {
  const id = useId();
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={`${className}__title`}>
        {heading}
      </h2>
      <ShareButtons {...buttons} className={undefined} linkClassName={`${className}__link`} />
    </section>
  );
}
