import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Alternate } from '../content/types';
import { localizePath } from '@app/routing';
import { useLocale } from '../i18n/useLocale';
import { RenderErrorBoundary } from './ErrorBoundary';
import { JoinListLoader } from '../features/join-list/JoinListLoader';
import { Footer } from './Footer';
import { Header } from './Header';
import '../styles/global.css';

/** Page frame: skip link, header with menu and language switch, main content, footer. */
export function Layout({
  alternates,
  hasContactSection = false,
  children,
}: {
  alternates: Alternate[];
  /** The page has its own contact section, which then owns the `#contact` anchor. */
  hasContactSection?: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Header alternates={alternates} />
      <main id="main" tabIndex={-1}>
        <RenderErrorBoundary
          homePath={localizePath('/', locale)}
          texts={{
            title: t('errors.renderTitle'),
            toHome: t('errors.toMainPage'),
            failure: t('errors.errorPageFailure'),
            goBackHome: t('errors.goBackHome'),
          }}
        >
          {children}
        </RenderErrorBoundary>
      </main>
      <Footer contactAnchor={!hasContactSection} />
      <JoinListLoader />
    </>
  );
}
