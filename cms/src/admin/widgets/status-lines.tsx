import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFetchClient } from '@strapi/strapi/admin';
import { Flex, Typography } from '@strapi/design-system';
import type { Line, SiteBuildStatusReply, Tone } from './site-build-view';

const COLOUR: Record<Tone, string> = {
  success: 'success600',
  neutral: 'neutral800',
  warning: 'warning600',
  danger: 'danger600',
};

/**
 * The website's and the preview's status (`GET /admin/site-build/status`), asked every `pollMs` while the component
 * is shown: often enough that "going live…" turns into "live since …" while the editor watches.
 */
export function useSiteBuildStatus(pollMs: number): SiteBuildStatusReply | null {
  const { get } = useFetchClient();
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
    const timer = setInterval(load, pollMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [get, pollMs]);
  return reply;
}

/** The editor's local time of day (14:32). */
export function useTimeOfDay(): (iso: string) => string {
  const intl = useIntl();
  return (iso: string) => intl.formatTime(iso, { hour: '2-digit', minute: '2-digit' });
}

/** Status lines in the admin's language, each in its tone's colour; announced politely to screen readers. */
export function StatusLines({ lines, children }: { lines: Line[]; children?: React.ReactNode }) {
  const intl = useIntl();
  return (
    <Flex direction="column" alignItems="flex-start" gap={2} aria-live="polite" data-testid="site-build-status">
      {lines.map((line, index) => (
        <Typography key={`${line.id}-${index}`} textColor={COLOUR[line.tone]}>
          {intl.formatMessage({ id: line.id }, line.values)}
        </Typography>
      ))}
      {children}
    </Flex>
  );
}
