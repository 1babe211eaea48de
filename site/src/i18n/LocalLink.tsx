import React from 'react';
import { Link } from 'gatsby';
import { localizeHref } from '@app/routing';
import { useLocale } from './useLocale';

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * The site's one link component. Internal paths are localized and routed by Gatsby; anything else
 * (external, mailto:, tel:, anchors) is a plain anchor.
 */
export function LocalLink({ to, children, ...rest }: Props) {
  const locale = useLocale();
  const href = localizeHref(to, locale);
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} {...(rest as Record<string, unknown>)}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/.test(href);
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
