/**
 * spec 000 §9 region filter: blank, not found, IR, RU, or CN outside the China domain yields empty.
 * spec 000 §7 /location: the China domain answers CN without a call. (No imports: the footer's
 * newsletter form uses it, and it must not pull schemas into every page's JS.)
 */
export function regionCountry(country: string | null | undefined, chinaDomain: boolean): string {
  if (chinaDomain) return 'CN';
  const c = (country ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(c)) return '';
  if (c === 'IR' || c === 'RU' || c === 'CN') return '';
  return c;
}
