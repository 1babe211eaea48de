import React from 'react';
import { CmsLink } from '../../components/CmsLink/CmsLink';
import { useGlobal } from '../../site/SiteContext';
import { BookingLink } from './BookingLink';
import { isBookingTarget } from './booking-url';

type Props = { link: Queries.LinkFieldsFragment | null; className?: string };

/**
 * A section's button from the CMS. A link to `#booking` (or to the booking page) is the booking control (the schedule dialog, a real link
 * to the booking page without JavaScript) under the editor's label; any other link is a plain CMS link.
 */
export function ActionLink({ link, className }: Props) {
  const global = useGlobal();
  if (link && isBookingTarget(link.url, global.bookingUrl)) {
    return (
      <BookingLink className={className} bookingUrl={global.bookingUrl}>
        {link.label}
      </BookingLink>
    );
  }
  return <CmsLink className={className} link={link} />;
}
