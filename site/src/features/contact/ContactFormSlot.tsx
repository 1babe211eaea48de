import React, { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { CONTACT_ANCHOR, CONTACT_TOPIC_EVENT } from './topic-event';

const ContactIsland = lazy(() => import('./ContactIsland'));
const preload = () => void import('./ContactIsland');

/** Start loading the form this far before the section scrolls into view. */
const ROOT_MARGIN = '400px 0px';

type Props = {
  /** `{cms}/api/contact`. */
  endpoint: string;
  /** The address the "Write to us" link mails to until the form has loaded (and without JavaScript). */
  email: string;
};

type Shown = 'link' | 'form' | 'form-focused';

const isPlainClick = (event: React.MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The contact form's place in the Contact section (`#contact`). The server renders a "Write to us" mail
 * link; in the browser the form (MUI, react-hook-form, the country list) loads only when the section
 * comes near the viewport, when the link is clicked, or when the booking dialog asks for a call back —
 * so the home page's first-load JavaScript carries none of it.
 */
export function ContactFormSlot({ endpoint, email }: Props) {
  const { t } = useTranslation('forms');
  const slot = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<Shown>('link');
  const waiting = shown === 'link';

  useEffect(() => {
    if (!waiting) return undefined;
    const show = () => setShown((current) => (current === 'link' ? 'form' : current));
    window.addEventListener(CONTACT_TOPIC_EVENT, show);
    if (typeof IntersectionObserver === 'undefined' || slot.current === null) {
      show();
      return () => window.removeEventListener(CONTACT_TOPIC_EVENT, show);
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin: ROOT_MARGIN,
    });
    observer.observe(slot.current);
    return () => {
      observer.disconnect();
      window.removeEventListener(CONTACT_TOPIC_EVENT, show);
    };
  }, [waiting]);

  return (
    <div id={CONTACT_ANCHOR} ref={slot} className="contact-form-slot" tabIndex={-1}>
      {waiting ? (
        <a
          className="button secondary"
          href={`mailto:${email}`}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            setShown('form-focused');
          }}
        >
          {t('contact.open')}
        </a>
      ) : (
        <Suspense
          fallback={
            <p className="contact-form-slot__loading" role="status">
              {t('contact.loading')}
            </p>
          }
        >
          <ContactIsland endpoint={endpoint} focusOnMount={shown === 'form-focused'} />
        </Suspense>
      )}
    </div>
  );
}
