import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OnlineService, switchViewHref } from '../../../shared/online-service';
import { href } from '../../../shared/routes';
import type { Section } from '../../../shared/smb/content';
import { Deferred } from '../../app/deferred';
import { useSite } from '../../app/site-context';
import {
  CmsLink,
  ContentPageBody,
  type SectionOptions,
  SectionOptionsContext,
  Sections,
} from '../../components/sections';
import type { PageProps } from '../types';
import type { OnlineServiceData } from './data';
import './online-service.css';

/** spec 001 §4: the switch bar sticks once the page has scrolled past one viewport height. */
function useStuck(): boolean {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setStuck(window.scrollY > window.innerHeight);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return stuck;
}

/**
 * spec 001 §2.2 online service: the Features view and the Plan & Pricing view of one solution, a
 * switch between them that sticks after one viewport, and sign-up links with the parameters of spec
 * 000 §2 on every paid plan.
 */
export default function OnlineServicePage({ data, deferred }: PageProps<OnlineServiceData>) {
  const { t } = useTranslation('business');
  const { lang } = useSite();
  const stuck = useStuck();
  const solution = data.solution as OnlineService;
  const options: SectionOptions = {
    planHref: (tier, billing) => (tier === 'enterprise' ? null : data.planLinks[tier][billing]),
    formHref: (form) => (form.formType === 'free-trial' ? data.freeTrial : '/business/contact-us/sales'),
  };
  const views = [
    ['features', t('onlineService.features')],
    ['plan', t('onlineService.plan')],
  ] as const;
  return (
    <SectionOptionsContext.Provider value={options}>
      <ContentPageBody
        view={data.page}
        sections={[]}
        bannerExtra={
          <p className="sec-ctas">
            <CmsLink href={data.freeTrial} className="button button--primary">
              {t('onlineService.freeTrial')}
            </CmsLink>
            {data.view === 'features' ? (
              <CmsLink
                href={switchViewHref(solution, 'plan', data.query)}
                className="button button--secondary"
              >
                {t('onlineService.seePlans')}
              </CmsLink>
            ) : null}
          </p>
        }
      >
        <nav className="sec os-services sec-pills" aria-label={t('onlineService.servicesLabel')}>
          <ul>
            {data.services.map((s) => (
              <li key={s}>
                <a
                  href={href(lang, 'online-service', { solution: s, type: data.view })}
                  aria-current={s === solution ? 'page' : undefined}
                >
                  {t(`onlineService.services.${s}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="os-switch-slot">
          <nav
            className={`os-switch sec-pills${stuck ? ' is-stuck' : ''}`}
            aria-label={t('onlineService.switchLabel')}
            data-stuck={stuck}
          >
            <ul>
              {views.map(([view, label]) => (
                <li key={view}>
                  <a
                    href={switchViewHref(solution, view, data.query)}
                    aria-current={data.view === view ? 'page' : undefined}
                  >
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </ContentPageBody>
      <div lang={data.page.fellBack ? 'en' : undefined}>
        <Sections sections={data.page.sections} />
        {data.view === 'features' ? (
          <Deferred<Section[]>
            name="faq"
            value={deferred.faq as PromiseLike<Section[]> | undefined}
            fallback={<div className="os-faq-fallback" />}
          >
            {(faq) => <Sections sections={faq} idPrefix="os-faq" eager={0} />}
          </Deferred>
        ) : null}
      </div>
    </SectionOptionsContext.Provider>
  );
}
