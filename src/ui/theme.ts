import type { RaThemeOptions } from 'react-admin';

/**
 * The design system's one source of tokens. MUI reads it as a theme with CSS variables; build/tokens.ts renders the
 * same theme's variables (`--mui-palette-…`, `--mui-shape-borderRadius`, `--mui-spacing`, `--mui-font-…`,
 * `--mui-shadows-…`) into src/ui/tokens.css at build time, the static sheet the primitives and every hand-written
 * stylesheet read before MUI loads. Stylelint refuses a colour or radius literal anywhere else.
 *
 * Colours checked for WCAG AA: primary #0b4a8b on white 8.9:1, text.secondary #4a5565 on #f5f7fa 7.0:1,
 * accent #b54708 on white 5.4:1. Focus ring: 3px primary outline with offset on links and buttons.
 */
const PRIMARY = '#0b4a8b';
const FOCUS_RING = { outline: `3px solid ${PRIMARY}`, outlineOffset: 2 };

/** Colours of the app's own that MUI's palette has no name for: `--mui-palette-rh-<name>`. */
export interface AppColours {
  /** Card and divider lines of the plain screens. */
  line: string;
  /** The selected request card: a solid tint, so the timer's colours keep 4.5:1 on it. */
  selected: string;
  /** "<Nome> sta preparando un preventivo": 4.5:1 on white and on the selected tint. */
  editing: string;
  /** The unread dot on the primary bar (3:1 against it). */
  dot: string;
  /** Stars and highlights on white that keep 4.5:1 (the customer's rating, the best offer). */
  star: string;
  highlight: string;
  /** Chat bubbles: one's own and the other person's. */
  ownBubble: string;
  otherBubble: string;
}

declare module '@mui/material/styles' {
  // The theme has CSS variables: MuiScope's ThemeProvider takes its CSS-variable props.
  interface CssThemeVariables {
    enabled: true;
  }
  interface Palette {
    rh: AppColours;
  }
  interface PaletteOptions {
    rh?: AppColours;
  }
}

export const theme: RaThemeOptions = {
  cssVariables: true,
  palette: {
    mode: 'light',
    primary: { main: PRIMARY, dark: '#07325f', light: '#3d6fa6', contrastText: '#ffffff' },
    secondary: { main: '#b54708', contrastText: '#ffffff' },
    background: { default: '#f5f7fa', paper: '#ffffff' },
    text: { primary: '#1b2330', secondary: '#4a5565' },
    rh: {
      line: '#d5dbe3',
      selected: '#eef4fb',
      editing: '#a84300',
      dot: '#ffb74d',
      star: '#8a5300',
      highlight: '#b26a00',
      ownBubble: '#e3f2fd',
      otherBubble: '#f5f5f5',
    },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h4: { fontWeight: 700, fontSize: '1.75rem' },
    h5: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Text fields show focus with their own 2px border; links and buttons get the ring.
        'a, button, summary': { '&:focus-visible': FOCUS_RING },
      },
    },
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } },
    },
    MuiSwitch: {
      // The switch clips its thumb's halo (overflow hidden), which would cut the thumb's focus ring off too.
      styleOverrides: { root: { overflow: 'visible' } },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
    },
  },
};
