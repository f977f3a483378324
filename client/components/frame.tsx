import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from './footer';
import { Header } from './header';

export function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  useEffect(() => {
    // Marks the document as interactive; journeys wait on it instead of sleeping.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('frame.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
