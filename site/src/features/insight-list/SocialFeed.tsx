import React from 'react';
import { useTranslation } from 'react-i18next';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import { useGlobal } from '../../site/SiteContext';
import { GridList } from '../../components/BalancedGrid/GridList';

/**
 * "Follow our work" (product rules §2, insight list): the company's social profiles from the global settings, each
 * with a line on what visitors find there. A platform without its own text gets a general one.
 */
export function SocialFeed() {
  const { t } = useTranslation('common');
  const socialLinks = useGlobal().socialLinks.flatMap(({ platform, url }) => (url ? [{ platform, url }] : []));
  if (socialLinks.length === 0) return null;
  return (
    <SectionFrame
      id="social-feed"
      heading={t('blog.social.heading')}
      text={t('blog.social.intro')}
      className="social-feed"
    >
      <GridList>
        {socialLinks.map(({ platform, url }) => (
          <li key={url} className="card">
            <h3>
              <a href={url} target="_blank" rel="noopener noreferrer">
                {t(`blog.social.platforms.${platform}.name`, { defaultValue: platform })}
                <span className="visually-hidden"> {t('blog.social.newTab')}</span>
              </a>
            </h3>
            <p>{t(`blog.social.platforms.${platform}.text`, { defaultValue: t('blog.social.fallback') })}</p>
          </li>
        ))}
      </GridList>
    </SectionFrame>
  );
}
