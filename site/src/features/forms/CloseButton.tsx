import React from 'react';
import IconButton from '@mui/material/IconButton';
import { Glyph } from '../../components/Glyph';

/** The labelled × of dialogs and panels, in the top-right corner; a 44 × 44 px tap target. */
export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton
      aria-label={label}
      onClick={onClick}
      sx={{ position: 'absolute', top: 6, right: 6, width: 44, height: 44 }}
    >
      <Glyph name="close" />
    </IconButton>
  );
}
