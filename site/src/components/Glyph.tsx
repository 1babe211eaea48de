import React from 'react';

const GLYPHS = {
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6 6 18',
  chevron: 'm6 9 6 6 6-6',
} as const;

/** The interface's own small stroke glyphs (menu, close, chevron); always decorative. */
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
