import React from 'react';
import IconButton from '@mui/material/IconButton';
import { Glyph } from '../../components/Glyph';

/** The labelled × of dialogs and panels, in the top-right corner. */
export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton aria-label={label} onClick={onClick} sx={{ position: 'absolute', top: 8, right: 8 }}>
      <Glyph name="close" />
    </IconButton>
  );
}
