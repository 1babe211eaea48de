import React from 'react';
import { LocalLink } from '../../i18n/LocalLink';

type Props = { link: Queries.LinkFieldsFragment | null; className?: string };

/**
 * A link an editor set in the CMS. Site paths get the page's locale; a target the schema refused as
 * unsafe (`url` null) leaves the label as plain text rather than a dead or dangerous link.
 */
export function CmsLink({ link, className }: Props) {
  if (!link) return null;
  if (!link.url) return <span className={className}>{link.label}</span>;
  return (
    <LocalLink className={className} to={link.url}>
      {link.label}
    </LocalLink>
  );
}
