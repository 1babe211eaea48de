import { FRAME_IDS } from '../../frame/Layout/frame-ids';

/**
 * Says `text` in the page frame's polite live region (`Layout/UpdatePrompt.tsx` `StatusRegion`). Emptied first,
 * so the same sentence twice is announced twice.
 */
export function announce(doc: Document, text: string): void {
  const region = doc.getElementById(FRAME_IDS.status);
  if (!region || text === '') return;
  region.textContent = '';
  doc.defaultView?.setTimeout(() => (region.textContent = text), 50);
}
