import React, { useEffect, useId, useRef } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CONTACT_TOPICS } from '@app/validation';

export type BookingTopic = (typeof CONTACT_TOPICS)[number];

const LIST_SX = { listStyle: 'none', p: 0, m: 0 } as const;

/** Moves focus to the step's first choice when the step appears (the clicked button is gone). */
function useFocusFirst() {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return first;
}

/** Step 1, "Choose a topic": the five topics of the schedule modal (product rules §2). */
export function TopicStep({ onChoose }: { onChoose: (topic: BookingTopic) => void }) {
  const { t } = useTranslation('forms');
  const first = useFocusFirst();
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('booking.topicsIntro')}</Typography>
      <Stack component="ul" spacing={1.5} sx={LIST_SX}>
        {CONTACT_TOPICS.map((topic, index) => (
          <li key={topic}>
            <Button ref={index === 0 ? first : undefined} variant="outlined" fullWidth onClick={() => onChoose(topic)}>
              {t(`topics.${topic}`)}
            </Button>
          </li>
        ))}
      </Stack>
    </>
  );
}

type PreferenceProps = { topic: BookingTopic; onCallBack: () => void; onBook: () => void; onBack: () => void };

/** Step 2, "What do you prefer?": a call back through the contact form, or a discovery call booked now. */
export function PreferenceStep({ topic, onCallBack, onBook, onBack }: PreferenceProps) {
  const { t } = useTranslation('forms');
  const first = useFocusFirst();
  const callBackId = useId();
  const bookId = useId();
  return (
    <>
      <Typography sx={{ mb: 2, fontWeight: 600 }}>
        {t('booking.chosenTopic', { topic: t(`topics.${topic}`) })}
      </Typography>
      <Stack component="ul" spacing={2.5} sx={LIST_SX}>
        <li>
          <Button ref={first} variant="contained" fullWidth aria-describedby={callBackId} onClick={onCallBack}>
            {t('common:forms.letUsCall')}
          </Button>
          <Typography id={callBackId} variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
            {t('booking.callBackText')}
          </Typography>
        </li>
        <li>
          <Button variant="outlined" fullWidth aria-describedby={bookId} onClick={onBook}>
            {t('booking.book')}
          </Button>
          <Typography id={bookId} variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
            {t('booking.bookText')}
          </Typography>
        </li>
      </Stack>
      <Button variant="text" onClick={onBack} sx={{ mt: 2 }}>
        {t('booking.back')}
      </Button>
    </>
  );
}
