import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  nextReportPoll,
  REPORT_POLL,
  type ReportPoll,
  supportIdOf,
  type TrendDownloadData,
} from '../../../shared/media';
import { revealFocus } from '../../app/reveal';
import { checkColorReport } from '../../components/contact/calls';
import { ContactForm } from '../../components/contact/contact-form';
import { CONTACT_FORM_SPECS } from '../../components/contact/specs';
import { PageBanner } from '../../components/sections';
import type { PageProps } from '../types';

const SPEC = CONTACT_FORM_SPECS['color-report']!;

type View = ReportPoll | { kind: 'failed' };

/**
 * After the request is stored the page asks GET `support.checkColorReport`?supportId
 * (spec 000 §7) until the report is READY, then offers it (decision 0122). The support id goes into
 * the address, so a reload — or the link in the confirmation e-mail — keeps waiting for the same report.
 */
function ReportStatus({ supportId, latest }: { supportId: string; latest: TrendDownloadData['latest'] }) {
  const { t } = useTranslation('business');
  const [view, setView] = useState<View>({ kind: 'checking', checks: 0 });
  const [round, setRound] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` restarts the checks after "Check again"
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async (checks: number) => {
      try {
        const answer = await checkColorReport(supportId);
        if (stopped) return;
        const next = nextReportPoll(checks, answer);
        setView(next);
        if (next.kind === 'checking') timer = setTimeout(() => check(next.checks), REPORT_POLL.intervalMs);
      } catch {
        if (!stopped) setView({ kind: 'failed' });
      }
    };
    check(0);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [supportId, round]);
  useEffect(() => {
    // Shown in place of the form (often far down the page): in view below the header, with focus —
    // once when it appears and again when the answer arrives.
    const arrived = view.kind !== 'checking';
    if (arrived || !shown.current) revealFocus(headingRef.current);
    shown.current = true;
  }, [view.kind]);
  return (
    <section className="report-status" aria-labelledby="report-status-title" aria-live="polite">
      <h2 id="report-status-title" ref={headingRef} tabIndex={-1}>
        {view.kind === 'ready' ? t('media.download.ready') : t('media.download.received')}
      </h2>
      {view.kind === 'checking' ? (
        <p role="status">
          <span className="contact-form__spinner" aria-hidden="true" /> {t('media.download.checking')}
        </p>
      ) : null}
      {view.kind === 'ready' && latest ? (
        <p>
          <a className="button" href={latest.href}>
            {t('media.download.open', { title: latest.title })}
          </a>
        </p>
      ) : null}
      {view.kind === 'later' ? <p>{t('media.download.later')}</p> : null}
      {view.kind === 'not-a-report' ? <p>{t('media.download.notReport')}</p> : null}
      {view.kind === 'failed' ? (
        <p>
          {t('media.download.failed')}{' '}
          <button type="button" className="sec-link" onClick={() => setRound((r) => r + 1)}>
            {t('media.download.retry')}
          </button>
        </p>
      ) : null}
    </section>
  );
}

/** /business/color-trends/download (spec 001 §2.4): the report request form, then the report. */
export default function TrendsDownload({ data }: PageProps<TrendDownloadData>) {
  const { t } = useTranslation('business');
  const { t: seo } = useTranslation('seo');
  const [supportId, setSupportId] = useState<string | null>(null);
  useEffect(() => {
    setSupportId(supportIdOf(window.location.search));
  }, []);
  const started = (id: string) => {
    const url = new URL(window.location.href);
    url.searchParams.set('supportId', id);
    window.history.replaceState(window.history.state, '', url);
    setSupportId(id);
  };
  return (
    <>
      <PageBanner
        title={seo('color-trends-download.heading')}
        lead={seo('color-trends-download.description')}
      />
      <section className="sec contact-page" aria-labelledby="download-form-title">
        <h2 id="download-form-title">{t('media.download.formTitle')}</h2>
        {data.latest ? <p>{t('media.download.latest', { title: data.latest.title })}</p> : null}
        {supportId ? (
          <ReportStatus supportId={supportId} latest={data.latest} />
        ) : (
          <ContactForm spec={SPEC} chinaDomain={data.chinaDomain} onDone={(a) => started(a.supportId)} />
        )}
      </section>
    </>
  );
}
