import React from 'react';
import IconButton from '@mui/material/IconButton';

/** The labelled × of dialogs and panels, in the top-right corner. */
export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton aria-label={label} onClick={onClick} sx={{ position: 'absolute', top: 8, right: 8 }}>
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        aria-hidden="true"
      >
        <path d="M6 6l12 12M18 6 6 18" />
      </svg>
    </IconButton>
  );
}
