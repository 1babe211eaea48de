import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFetchClient } from '@strapi/strapi/admin';
import { Flex, Typography } from '@strapi/design-system';
import { describeSiteBuild, type SiteBuildStatusReply, type Tone } from './site-build-view';

/** Often enough that "building your change…" turns into "live since …" while the editor watches. */
const POLL_MS = 4_000;

const COLOUR: Record<Tone, string> = {
  success: 'success600',
  neutral: 'neutral800',
  warning: 'warning600',
  danger: 'danger600',
};

/** Homepage widget: when the website went live, whether a change is being built, why a build failed. */
export function SiteBuildWidget() {
  const { get } = useFetchClient();
  const intl = useIntl();
  const [reply, setReply] = useState<SiteBuildStatusReply | null>(null);

  useEffect(() => {
    let stopped = false;
    const load = async () => {
      try {
        const { data } = await get<SiteBuildStatusReply>('/admin/site-build/status');
        if (!stopped) setReply(data);
      } catch (error) {
        if (!stopped) setReply({ configured: true, reachable: false, reason: String(error) });
      }
    };
    void load();
    const timer = setInterval(load, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [get]);

  if (reply === null) return null;
  const time = (iso: string) => intl.formatTime(iso, { hour: '2-digit', minute: '2-digit' });
  return (
    <Flex direction="column" alignItems="flex-start" gap={2} aria-live="polite">
      {describeSiteBuild(reply, time).map((line) => (
        <Typography key={line.id} textColor={COLOUR[line.tone]}>
          {intl.formatMessage({ id: line.id }, line.values)}
        </Typography>
      ))}
    </Flex>
  );
}
