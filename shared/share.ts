/**
 * spec 000 §7 / 001 §7: sharing helpers open the URL-based share page of a social network, a
 * professional network or a microblog in a 600x400 popup. One place for the blog, the forums and any
 * other page that shares (apps, videos).
 */
export const SHARE_NETWORKS = ['facebook', 'linkedin', 'x'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];
/** spec 001 §7: the share popup is 600 by 400. */
export const SHARE_POPUP = { width: 600, height: 400 } as const;
export const SHARE_NETWORK_NAMES: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  x: 'X',
};

export function shareUrl(network: ShareNetwork, url: string, title = ''): string {
  const u = encodeURIComponent(url);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'x':
      return `https://twitter.com/intent/tweet?url=${u}${title ? `&text=${encodeURIComponent(title)}` : ''}`;
  }
}

/** The window features of the share popup (spec 001 §7: 600x400). */
export function sharePopupFeatures(): string {
  return `popup,width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},noopener,noreferrer`;
}
