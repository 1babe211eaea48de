import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Alternate } from '../content/types';
import { Footer } from './Footer';
import { Header } from './Header';
import '../styles/global.css';

/** Page frame: skip link, header with menu and language switch, main content, footer. */
export function Layout({ alternates, children }: { alternates: Alternate[]; children: React.ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Header alternates={alternates} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
