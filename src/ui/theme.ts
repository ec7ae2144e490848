import type { RaThemeOptions } from 'react-admin';

// Colours checked for WCAG AA: primary #0b4a8b on white 8.9:1, text.secondary #4a5565 on #f5f7fa 7.0:1,
// accent #b54708 on white 5.4:1. Focus ring: 3px primary outline with offset on links and buttons.
const PRIMARY = '#0b4a8b';
const FOCUS_RING = { outline: `3px solid ${PRIMARY}`, outlineOffset: 2 };

export const theme: RaThemeOptions = {
  palette: {
    mode: 'light',
    primary: { main: PRIMARY, dark: '#07325f', light: '#3d6fa6', contrastText: '#ffffff' },
    secondary: { main: '#b54708', contrastText: '#ffffff' },
    background: { default: '#f5f7fa', paper: '#ffffff' },
    text: { primary: '#1b2330', secondary: '#4a5565' },
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
