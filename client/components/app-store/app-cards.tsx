import { CmsLink } from '../sections';
import { StoreGet } from './store-get';
import type { AppCard, StoreContext } from './types';

/** A list of apps as cards: name (linking the app's page), tagline and the device's store button. */
export function AppCards(props: {
  apps: readonly AppCard[];
  store: StoreContext;
  /** Where each card's name links; the app page unless told. */
  href?: (code: string) => string;
}) {
  return (
    <ul className="cards app-cards">
      {props.apps.map((a) => (
        <li key={a.code} className="card" data-app={a.code}>
          <h3>
            <CmsLink href={props.href ? props.href(a.code) : `/consumer/apps/${a.code}`}>{a.name}</CmsLink>
          </h3>
          <p>{a.tagline}</p>
          {a.stores ? (
            <StoreGet code={a.code} appName={a.name} stores={a.stores} store={props.store} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
