import React from 'react';
import { useTranslation } from 'react-i18next';
import { localizePath, type Alternate, type Locale } from '@app/routing';
import { SiteProvider, useSite } from '../../site/SiteContext';
import { useSiteSettings } from '../../site/useSiteSettings';
import { isPreviewBuild } from '../../build/preview/bar';
import { ConsentBanner, ConsentSettingsButton } from '../../features/consent/ConsentBanner';
import { JoinListSlot } from '../../features/join-list/JoinListSlot';
import { RenderErrorBoundary } from '../../components/ErrorBoundary/ErrorBoundary';
import { Footer } from '../../components/Footer/Footer';
import { Header } from '../Header/Header';
import { LoadFailureTemplate, StatusRegion, UpdatePrompt } from './UpdatePrompt';
import '../../styles/base.css';
import './Layout.css';

type Props = {
  locale: Locale;
  alternates: Alternate[];
  /**
   * The site-wide join-list widget may open on this page. Off where it would interrupt (the timed quiz) or
   * repeat what the page offers (a page with its own newsletter sign-up).
   */
  joinList?: boolean;
  children: React.ReactNode;
};

/**
 * Page frame: skip link, cookie notice, header with menu and language switch, main content, footer (with
 * "Cookie settings"), the join-list widget's slot (unless the page switches it off), the new-version prompt and the frame's live region.
 * The draft preview has neither the cookie notice nor the join-list widget: an editor checks the page, and a visitor's
 * choices do not apply there (the preview loads no tag manager).
 */
export function Layout({ locale, alternates, joinList = true, children }: Props) {
  const site = useSiteSettings(locale);
  return (
    <SiteProvider value={site}>
      <Frame alternates={alternates} joinList={joinList}>
        {children}
      </Frame>
    </SiteProvider>
  );
}

function Frame({ alternates, joinList, children }: Omit<Props, 'locale'>) {
  const { t } = useTranslation('common');
  const { locale } = useSite();
  const home = localizePath('/', locale);
  const visitorsOnly = !isPreviewBuild();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {visitorsOnly && <ConsentBanner locale={locale} />}
      <Header alternates={alternates} />
      <main id="main" tabIndex={-1}>
        <RenderErrorBoundary
          homePath={home}
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
      <Footer legalExtra={visitorsOnly ? <ConsentSettingsButton /> : undefined} />
      {joinList && visitorsOnly && <JoinListSlot />}
      <UpdatePrompt />
      <StatusRegion />
      <LoadFailureTemplate />
    </>
  );
}
