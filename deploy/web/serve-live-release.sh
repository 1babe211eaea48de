#!/bin/sh
# Entry point of the `web` service: nginx serving the live release of the site, following the rebuild
# worker's switches without a restart.
#
# The rebuild worker publishes a build by pointing the `current` link at a new release folder. This script
# renders deploy/nginx.conf (which names the link) with the link's target written out, so the files served,
# their CSP hashes and the id redirects of that release take effect together at one `nginx -s reload`; nginx
# never serves a release with another release's configuration. A release nginx refuses (`nginx -t`) is not
# switched to: the previous one stays live. Before the first release exists, nginx is not started (nothing to
# serve yet); a failed build never removes a release that was live.
#
# Everything is overridable for the test suite (deploy/web/serve-live-release.test.mjs runs this script with
# Debian's nginx): SITE_LIVE_LINK, SITE_CONF_TEMPLATE, SITE_CONF_OUT, NGINX (command and arguments),
# RELEASE_POLL_SECONDS.
set -eu

LINK="${SITE_LIVE_LINK:-/srv/site/current}"
TEMPLATE="${SITE_CONF_TEMPLATE:-/etc/nginx/kastell/site.conf.template}"
OUT="${SITE_CONF_OUT:-/tmp/kastell/site.conf}"
NGINX="${NGINX:-nginx}"
POLL="${RELEASE_POLL_SECONDS:-2}"
BUILD_CONFIG=_server/nginx.conf

log() { echo "[web] $*"; }

# The release the link points at, if it is complete (the build's serving configuration is written last).
release() {
  target="$(readlink -f "$LINK" 2>/dev/null || true)"
  if [ -n "$target" ] && [ -f "$target/$BUILD_CONFIG" ]; then echo "$target"; fi
}

# Writes the configuration for release $1; keeps the previous file to fall back to.
render() {
  mkdir -p "$(dirname "$OUT")"
  [ -f "$OUT" ] && cp "$OUT" "$OUT.previous"
  sed "s|$LINK|$1|g" "$TEMPLATE" >"$OUT.next"
  mv "$OUT.next" "$OUT"
}

live="$(release)"
while [ -z "$live" ]; do
  log "waiting for the first release at $LINK"
  sleep "$POLL"
  live="$(release)"
done
render "$live"
log "serving $live"
# shellcheck disable=SC2086 # NGINX is a command with its arguments
$NGINX -g 'daemon off;' &
nginx_pid=$!
trap 'kill -TERM "$nginx_pid" 2>/dev/null; wait "$nginx_pid"; exit 0' TERM INT

while kill -0 "$nginx_pid" 2>/dev/null; do
  sleep "$POLL"
  next="$(release)"
  if [ -z "$next" ] || [ "$next" = "$live" ]; then continue; fi
  render "$next"
  # shellcheck disable=SC2086
  if $NGINX -t -q 2>/dev/null && $NGINX -s reload; then
    log "switched to $next"
    live="$next"
  else
    log "release $next refused by nginx -t; $live stays live"
    mv "$OUT.previous" "$OUT"
    # Remembered, so a refused release is not retried every poll; a newer release is tried again.
    live_refused="$next"
    while [ "$(release)" = "$live_refused" ] && kill -0 "$nginx_pid" 2>/dev/null; do sleep "$POLL"; done
  fi
done
wait "$nginx_pid"
