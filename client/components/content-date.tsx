import { formatContentDate } from '../../shared/dates';
import { useSite } from '../app/site-context';

/** A content date as the page's language writes it (decision 0230), in a `<time>` element. */
export function ContentDate({ iso }: { iso: string }) {
  const { lang } = useSite();
  return <time dateTime={iso}>{formatContentDate(iso, lang)}</time>;
}
