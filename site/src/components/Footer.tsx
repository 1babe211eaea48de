import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { LocalLink } from '../i18n/LocalLink';
import { useGlobal } from './useGlobal';

/** Footer: company data, legal links and social profiles from the CMS. */
/** `contactAnchor`: the footer's contact block is the page's `#contact` target when no contact section exists. */
export function Footer({ contactAnchor = true }: { contactAnchor?: boolean }) {
  const { t } = useTranslation(['common', 'nav']);
  const global = useGlobal();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section id={contactAnchor ? 'contact' : undefined} aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contact')}</h2>
          <address>
            {global.legalName}
            <br />
            {global.street}
            <br />
            {global.postalCode} {global.city}, {global.country}
            <br />
            <a href={`mailto:${global.email}`}>{global.email}</a>
            <br />
            <a href={`tel:${global.phone.replace(/\s+/g, '')}`}>{global.phone}</a>
          </address>
          {global.footerText && <p>{global.footerText}</p>}
        </section>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t('footer.legal')}</h2>
          <ul>
            {global.footerLinks.map((link) => (
              <li key={link.url}>
                <LocalLink to={link.url}>{link.label}</LocalLink>
              </li>
            ))}
          </ul>
        </nav>
        {global.socialLinks.length > 0 && (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social">{t('footer.follow')}</h2>
            <ul>
              {global.socialLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.platform}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <p className="site-footer__legal">
        {t('footer.copyright', { year: new Date().getFullYear(), company: global.legalName })}
      </p>
    </footer>
  );
}
