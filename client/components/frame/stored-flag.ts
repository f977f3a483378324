/**
 * The frame's stored client values (spec 001 §9: cookie statement accepted, unsupported-browser modal):
 * kept in localStorage for good. Storage may be disabled; then nothing is remembered.
 */
export function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

export function storeFlag(key: string): void {
  try {
    localStorage.setItem(key, 'true');
  } catch {
    // storage disabled: the choice holds for this page view only
  }
}
