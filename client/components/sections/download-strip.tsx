import { useTranslation } from 'react-i18next';
import { language } from '../../../shared/languages';
import type { DownloadItem } from '../../../shared/smb/content';
import { useSite } from '../../app/site-context';
import { StoreIcon } from '../app-store/store-icon';
import { CmsLink } from './links';
import type { SectionProps } from './types';
import './download-strip.css';

/** A same-origin file: an in-site path (not `//host`), the only kind `download` may name. */
const sameOrigin = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** "240 KB" / "1.2 MB" in the page's language (1 KB = 1024 bytes, as file managers count). */
function useFileSize(): (bytes: number) => string {
  const { t } = useTranslation('common');
  const { lang } = useSite();
  const num = new Intl.NumberFormat(language(lang).htmlLang, { maximumFractionDigits: 1 });
  return (bytes) =>
    bytes < 1024 * 1024
      ? t('sections.downloads.kb', { n: num.format(Math.max(1, Math.round(bytes / 1024))) })
      : t('sections.downloads.mb', { n: num.format(Math.round((bytes / 1024 / 1024) * 10) / 10) });
}

/**
 * A call-to-action strip with 1–4 downloads (decision 0304): files show their format and size and,
 * when the site serves them, download on click; store items are badge-style buttons naming the app and
 * the store; plain links are buttons.
 */
export function DownloadStrip({ section: s, id }: SectionProps<'download-strip'>) {
  return (
    <section className="sec sec-downloads" aria-labelledby={id}>
      <div className="sec-downloads__inner">
        <div className="sec-downloads__text">
          <h2 id={id}>{s.title}</h2>
          {s.description ? <p>{s.description}</p> : null}
        </div>
        <ul className="sec-downloads__items">
          {s.items.map((item) => (
            <li key={`${item.kind}|${item.link}`}>
              <Item item={item} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Item({ item }: { item: DownloadItem }) {
  const { t } = useTranslation('common');
  const size = useFileSize();
  if (item.kind === 'file') {
    const meta = t('sections.downloads.fileMeta', { format: item.format, size: size(item.sizeBytes) });
    return (
      <a
        className="button sec-downloads__file"
        href={item.link}
        download={sameOrigin(item.link) ? '' : undefined}
        type={item.format === 'PDF' ? 'application/pdf' : undefined}
      >
        <span className="sec-downloads__label">{item.label}</span>
        <span className="sec-downloads__meta">{meta}</span>
      </a>
    );
  }
  if (item.kind === 'app-store') {
    const store = t(`sections.downloads.${item.store}`);
    return (
      <a
        className={`sec-downloads__store sec-downloads__store--${item.store}`}
        href={item.link}
        rel="noopener"
      >
        <StoreIcon device={item.store} className="sec-downloads__icon" />
        {/* The name is the visible text, the app then the store (the space keeps them apart). */}
        <span className="sec-downloads__words">
          <span className="sec-downloads__app">{item.label}</span>{' '}
          <span className="sec-downloads__storename">{store}</span>
        </span>
      </a>
    );
  }
  return (
    <CmsLink href={item.link} newTab={item.newTab} className="button button--secondary">
      {item.label}
    </CmsLink>
  );
}
