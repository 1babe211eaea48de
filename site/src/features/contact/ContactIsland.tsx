import React, { useState } from 'react';
import { CONTACT_TOPICS } from '@app/validation';
import { FormsRuntime } from '../toasts/FormsRuntime';
import { ContactForm, type ContactFormProps } from './ContactForm';
import { topicFromSearch } from './topic-event';

/** The lazily loaded contact form with its runtime; a `?topic=` in the address preselects the topic. */
export default function ContactIsland(props: Omit<ContactFormProps, 'initialTopic'>) {
  const [initialTopic] = useState(() => topicFromSearch(window.location.search, CONTACT_TOPICS));
  return (
    <FormsRuntime>
      <ContactForm {...props} initialTopic={initialTopic} />
    </FormsRuntime>
  );
}
