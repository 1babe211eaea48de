import React from 'react';

/** The company mark (a stylised castle keep), decorative next to the company name. */
export function Logo() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1d1b2c" />
      <path d="M16 48V22l8 6V16l8 8 8-8v12l8-6v26z" fill="#ff5745" />
    </svg>
  );
}
