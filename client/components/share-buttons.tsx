/**
 * spec 001 §7: share helpers open the URL-based share page of a social network, a professional
 * network and a microblog in a 600x400 popup. Used for the forum master-class and global-forum detail
 * paths (and, by the same spec line, app and video paths).
 */
export const SHARE_TARGETS = {
  facebook: (u: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(u)}`,
  linkedin: (u: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(u)}`,
  x: (u: string) => `https://x.com/intent/post?url=${encodeURIComponent(u)}`,
} as const;
export type ShareTarget = keyof typeof SHARE_TARGETS;

export const SHARE_POPUP = { width: 600, height: 400 } as const;

export function openSharePopup(target: ShareTarget, url: string): void {
  const { width, height } = SHARE_POPUP;
  window.open(SHARE_TARGETS[target](url), 'share', `width=${width},height=${height},noopener`);
}

/**
 * Share buttons for the page at `path` (an in-site path; the origin is the browser's). `label` gives
 * each button its accessible text in the page's language (the caller's namespace).
 */
export function ShareButtons({ path, label }: { path: string; label: (network: string) => string }) {
  const labels: Record<ShareTarget, string> = { facebook: 'Facebook', linkedin: 'LinkedIn', x: 'X' };
  return (
    <ul className="forum-share">
      {(Object.keys(SHARE_TARGETS) as ShareTarget[]).map((target) => (
        <li key={target}>
          <button type="button" onClick={() => openSharePopup(target, new URL(path, location.href).href)}>
            {label(labels[target])}
          </button>
        </li>
      ))}
    </ul>
  );
}
