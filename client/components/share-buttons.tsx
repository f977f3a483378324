import type { MouseEvent } from 'react';
import { SHARE_NETWORK_NAMES, SHARE_NETWORKS, sharePopupFeatures, shareUrl } from '../../shared/share';

/**
 * Share links for an absolute page address (spec 001 §7): each is a plain link to the network's share
 * page (works without JavaScript, in a new tab); with JavaScript it opens in the 600x400 popup.
 * `label` gives each link its text in the page's language (the caller's namespace).
 */
export function ShareButtons({
  url,
  title,
  label,
  className = 'forum-share',
}: {
  url: string;
  title?: string;
  label: (network: string) => string;
  className?: string;
}) {
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    window.open(e.currentTarget.href, 'share', sharePopupFeatures());
  };
  return (
    <ul className={className}>
      {SHARE_NETWORKS.map((n) => (
        <li key={n}>
          <a href={shareUrl(n, url, title)} target="_blank" rel="noopener noreferrer" onClick={open}>
            {label(SHARE_NETWORK_NAMES[n])}
          </a>
        </li>
      ))}
    </ul>
  );
}
