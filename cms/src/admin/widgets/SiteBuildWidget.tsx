import { describeSiteBuild } from './site-build-view';
import { StatusLines, useSiteBuildStatus, useTimeOfDay } from './status-lines';

/** Often enough that "building your change…" turns into "live since …" while the editor watches. */
const POLL_MS = 4_000;

/** Homepage widget: when the website went live, whether a change is being built, why a build failed. */
export function SiteBuildWidget() {
  const reply = useSiteBuildStatus(POLL_MS);
  const time = useTimeOfDay();
  if (reply === null) return null;
  return <StatusLines lines={describeSiteBuild(reply, time)} />;
}
