import { createTheme } from '@mui/material/styles';

/**
 * The colour tokens of `src/styles/global.css`, repeated here because the MUI islands cannot read CSS custom
 * properties at theme creation. Keep both in step; `theme.test.ts` checks the contrast of every pair.
 */
export const TOKENS = {
  /** The brand colour (product rules §9). Decorative only: white text on it is 3.1:1. */
  brand: '#ff5745',
  /** Buttons and links on white, 5.9:1 with white. */
  brandStrong: '#c2261a',
  brandStrongHover: '#a51f14',
  brandSoft: '#fff1ee',
  ink: '#1d1b2c',
  inkMuted: '#4a4760',
  surface: '#ffffff',
  surfaceAlt: '#f7f5f9',
  line: '#e6e2ec',
  focus: '#2f6fed',
  font: "'Inter', 'Inter Fallback', system-ui, sans-serif",
} as const;

/** The MUI theme of the interactive islands (forms, dialogs, toasts): brand colours with WCAG AA text pairs. */
export const theme = createTheme({
  palette: {
    // getContrastText() picks the text colour by this ratio: AA for normal text rather than MUI's default 3.
    contrastThreshold: 4.5,
    primary: { main: TOKENS.brandStrong, dark: TOKENS.brandStrongHover, light: TOKENS.brand, contrastText: '#ffffff' },
    secondary: { main: TOKENS.ink, contrastText: '#ffffff' },
    // Status colours darkened from MUI's defaults so that white text on filled toasts passes 4.5:1.
    error: { main: '#b3261e', contrastText: '#ffffff' },
    warning: { main: '#9a5b00', contrastText: '#ffffff' },
    info: { main: '#2559c7', contrastText: '#ffffff' },
    success: { main: '#0b7a62', contrastText: '#ffffff' },
    text: { primary: TOKENS.ink, secondary: TOKENS.inkMuted },
    background: { default: TOKENS.surface, paper: TOKENS.surface },
    divider: TOKENS.line,
  },
  typography: {
    fontFamily: TOKENS.font,
    button: { textTransform: 'none', fontWeight: 650, fontSize: '1rem' },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, minHeight: '2.75rem', paddingInline: '1.25rem' } },
    },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 14 } } },
    // A focused field is blue (the site's focus colour), an invalid one red: the two never look alike.
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'dense', color: 'info' } },
    MuiFormControl: { defaultProps: { color: 'info' } },
    // Help and error text at 14 px (MUI's 12 px is too small to read an error by).
    MuiFormHelperText: { styleOverrides: { root: { fontSize: '0.875rem', lineHeight: 1.45, marginInline: 2 } } },
    // Dialog titles like the site's headings.
    MuiDialogTitle: {
      styleOverrides: { root: { fontSize: '1.375rem', fontWeight: 750, lineHeight: 1.25, letterSpacing: '-0.015em' } },
    },
    MuiButtonBase: {
      // Like the site's plain-CSS buttons: no ripple, a clear focus outline instead.
      defaultProps: { disableRipple: true },
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: `3px solid ${TOKENS.focus}`, outlineOffset: 3 } },
      },
    },
  },
});
