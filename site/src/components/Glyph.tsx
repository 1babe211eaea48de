import React from 'react';

const GLYPHS = {
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6 6 18',
  chevron: 'm6 9 6 6 6-6',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z',
} as const;

/** The interface's own small stroke glyphs (menu, close, chevron, globe); always decorative. */
export function Glyph({
  name,
  size = 22,
  className,
}: {
  name: keyof typeof GLYPHS;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      className={className}
      width={className ? undefined : size}
      height={className ? undefined : size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      focusable="false"
    >
      <path d={GLYPHS[name]} />
    </svg>
  );
}
