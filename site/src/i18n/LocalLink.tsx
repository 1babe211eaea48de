import React from 'react';
import { localizeHref } from '@app/routing';
import { useLocale } from './useLocale';

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * The site's one link component. Site paths get the page's locale prefix; external links open in a new
 * tab; `mailto:`, `tel:` and in-page anchors stay as they are. Pages are separate documents (no client-side
 * router), so every link is a plain anchor that works without JavaScript.
 */
export function LocalLink({ to, children, ...rest }: Props) {
  const locale = useLocale();
  const href = localizeHref(to, locale);
  const external = /^https?:/.test(href);
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
