// Loaded with `node --import` into the preview renderer's processes (scripts/lib/preview-develop.mjs): installs the
// gate of renderer-guard.mjs before Gatsby makes its server. Without the gate's environment it refuses to start,
// so the renderer never runs open by mistake.
import { gateFromEnv, installRendererGuard } from './renderer-guard.mjs';

const gate = gateFromEnv();
if (gate === null) {
  console.error('renderer guard: PREVIEW_RENDERER_TOKEN and PREVIEW_RENDERER_HOST must be set');
  process.exit(1);
}
installRendererGuard(gate);
