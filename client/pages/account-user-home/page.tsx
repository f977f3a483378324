import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EntranceCard, entranceCards, SERVICE_SLUG } from '../../../shared/account/entrance';
import { hostsOf, safeTarget } from '../../../shared/account/next';
import type { UserHomeData } from '../../../shared/account/pages';
import { language } from '../../../shared/languages';
import { href } from '../../../shared/routes';
import { functionTypeOf, SOLUTION_TYPES, type SolutionType } from '../../../shared/smb/rules';
import { useSite } from '../../app/site-context';
import { smbPost } from '../../app/smb';
import { AccountShell, FormAlert } from '../../components/account/form';
import type { PageProps } from '../types';

/** Each service's picture: the site's own artwork (public/art, decision 0232), not a text glyph. */
const ICONS: Record<string, string> = {
  SKIN_ANALYSIS: '/art/laptop-skin-rose.svg',
  AESTHETIC_SIMULATION: '/art/face-lilac.svg',
  MAKEUP: '/art/lipsticks-peach.svg',
  EYEWEAR: '/art/eyewear-sky.svg',
};
const FALLBACK_ICON = '/art/abstract-sky.svg';

const known = (s: string): s is SolutionType => (SOLUTION_TYPES as readonly string[]).includes(s);

/**
 * spec 000 §2 /business/user/home, the entrance page. The loader sent signed-out visitors to sign-in
 * (an empty account summary) and decided `now`, so the cards rendered on the server are the ones the
 * browser hydrates. Card rules: shared/account/entrance.ts.
 */
export default function UserHomePage({ data }: PageProps<UserHomeData>) {
  const { t } = useTranslation('account');
  const { t: seo } = useTranslation('seo');
  const { lang, edge } = useSite();
  // spec 000 §2: AESTHETIC_SIMULATION is hidden on the China domain.
  const { active, inactive } = entranceCards(data.summary, new Date(data.now), edge.domain);
  const name = `${data.summary.account.firstName} ${data.summary.account.lastName}`.trim();
  const consoleSolution = data.console
    ? SOLUTION_TYPES.find((s) => s.toLowerCase().replace(/_/g, '-') === data.console)
    : null;

  return (
    <AccountShell title={seo('user-home.heading')} lead={t('home.welcome', { name })} wide>
      {consoleSolution ? (
        <FormAlert tone="info">
          {t('home.consoleStandIn', { solution: t(`solutions.${consoleSolution}`) })}
        </FormAlert>
      ) : null}
      <h2>{t('home.active')}</h2>
      {active.length ? (
        <ul className="account-cards" data-list="active">
          {active.map((card) => (
            <Card key={card.key} card={card} data={data} />
          ))}
        </ul>
      ) : (
        <p>{t('home.noActive')}</p>
      )}
      <h2>{t('home.inactive')}</h2>
      <ul className="account-cards" data-list="inactive">
        {inactive.map((card) => (
          <Card key={card.key} card={card} data={data} />
        ))}
      </ul>
      <p className="account-links">
        <a href={href(lang, 'business-home')}>{t('notice.backHome')}</a>
      </p>
    </AccountShell>
  );
}

function Card({ card, data }: { card: EntranceCard; data: UserHomeData }) {
  const { t } = useTranslation('account');
  const { lang } = useSite();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const title = known(card.solutionType) ? t(`solutions.${card.solutionType}`) : card.solutionType;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(language(lang).htmlLang, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(iso),
    );

  // spec 000 §4 "Entering a console": switch the solution for the customer, then its console address.
  async function enter() {
    if (busy || card.customerId === null) return;
    setBusy(true);
    setFailed(false);
    try {
      const answer = await smbPost<{ status: string; redirectUrl: string }>('subscription.switchSolution', {
        customerId: card.customerId,
        solutionType: card.solutionType,
      });
      if (answer.status !== 'success') throw new Error('switch failed');
      // Every followed target is checked (decision 0214): a site path or a known console.
      const consoles = Object.values(data.consoles);
      location.assign(
        data.consoles[card.solutionType] ??
          safeTarget(answer.redirectUrl, hostsOf(consoles), location.pathname),
      );
    } catch {
      setBusy(false);
      setFailed(true);
    }
  }

  const body = card.body;
  const trialQuery = known(card.solutionType)
    ? `?${new URLSearchParams({ functionType: functionTypeOf(card.solutionType), solutionType: card.solutionType })}`
    : '';
  return (
    <li className="account-card" data-solution={card.solutionType} data-card={body.kind}>
      <div className="account-card__head">
        <img
          className="account-card__icon"
          src={ICONS[card.solutionType] ?? FALLBACK_ICON}
          alt=""
          width={56}
          height={42}
          decoding="async"
        />
        <h3>{title}</h3>
      </div>
      {body.kind === 'expired' ? (
        <>
          <p className="account-card__status">{t('home.expired')}</p>
          {known(card.solutionType) ? (
            <p>
              <a href={href(lang, 'online-service', { solution: SERVICE_SLUG[card.solutionType] })}>
                {t('home.learnMore')}
                <span className="visually-hidden"> — {title}</span>
              </a>
            </p>
          ) : null}
        </>
      ) : null}
      {body.kind === 'trial' ? (
        <>
          <p className="account-card__status">{t('home.freeTrial')}</p>
          <p>{t('home.endsOn', { date: date(body.endTime) })}</p>
        </>
      ) : null}
      {body.kind === 'paid' ? (
        <>
          <p className="account-card__status">
            {t(`plans.${body.plan}`, { defaultValue: body.plan })}
            {body.recurringType ? ` · ${t(`recurring.${body.recurringType}`)}` : ''}
          </p>
          <p>{t('home.endsOn', { date: date(body.endTime) })}</p>
        </>
      ) : null}
      {body.kind === 'member' ? (
        <>
          <p className="account-card__status">{t('home.teamMember')}</p>
          <p>{body.customerName}</p>
        </>
      ) : null}
      {body.kind === 'none' ? <p>{t('home.notYet')}</p> : null}
      {card.action === 'console' ? (
        <button
          type="button"
          className="account-button account-card__action"
          onClick={enter}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? <span className="account-spinner" aria-hidden="true" /> : null}
          {t('home.enterConsole')}
          <span className="visually-hidden"> — {title}</span>
        </button>
      ) : (
        <a
          className="account-button account-button--ghost account-card__action"
          href={`${href(lang, 'free-trial')}${trialQuery}`}
        >
          {t('home.startTrial')}
          <span className="visually-hidden"> — {title}</span>
        </a>
      )}
      {failed ? (
        <p className="account-field__error" role="alert">
          {t('errors.generic')}
        </p>
      ) : null}
    </li>
  );
}
