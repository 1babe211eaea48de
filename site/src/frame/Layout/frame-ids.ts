/** Ids of the page frame's parts that the island runtime drives (no React: the runtime imports this). */
export const FRAME_IDS = {
  updatePrompt: 'update-prompt',
  status: 'site-status',
  loadFailure: 'load-failure-notice',
} as const;
