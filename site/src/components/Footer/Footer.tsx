import React from 'react';
import { useTranslation } from 'react-i18next';
import { CmsLink } from '../CmsLink/CmsLink';
import { useSite } from '../../site/SiteContext';
import './Footer.css';

type Props = {
  /** One more entry of the legal list (the page frame's "Cookie settings"). */
  legalExtra?: React.ReactNode;
};

/** Footer: company data, legal links and social profiles from the CMS (each network named by the catalogue). */
export function Footer({ legalExtra }: Props) {
  const { t } = useTranslation(['common', 'nav']);
  const { global } = useSite();
  const social = global.socialLinks.filter((link) => link.url !== null);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-contact">
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
              <li key={`${link.label}-${link.url}`}>
                <CmsLink link={link} />
              </li>
            ))}
            {legalExtra && <li>{legalExtra}</li>}
          </ul>
        </nav>
        {social.length > 0 && (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social">{t('footer.follow')}</h2>
            <ul>
              {social.map((link) => (
                <li key={link.url}>
                  <a href={link.url!} target="_blank" rel="noopener noreferrer">
                    {t(`blog.social.platforms.${link.platform}.name`)}
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
