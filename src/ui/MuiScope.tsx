import { itIT } from '@mui/material/locale';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme';
import './tokens.css';

// MUI's own words (Autocomplete's "Open", the pagination's "Go to next page"…) in Italian.
const muiTheme = createTheme(theme, itIT);

/**
 * MUI's theme for the part of a page drawn with MUI, where the app around it is the plain layer (the customer app:
 * docs/adr/0023-first-screens-without-runtime-css.md). Loaded lazily with the screens that use it: MUI and emotion stay out of the first load.
 */
export default function MuiScope({ children }: { children: ReactNode }) {
  // The theme's variables are the static tokens.css (build/tokens.ts): MUI reads them, and builds none at run time.
  return (
    <ThemeProvider theme={muiTheme} disableStyleSheetGeneration>
      {children}
    </ThemeProvider>
  );
}
