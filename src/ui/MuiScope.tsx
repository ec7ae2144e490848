import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme';

const muiTheme = createTheme(theme);

/**
 * MUI's theme for the part of a page drawn with MUI, where the app around it is the plain layer (the customer app:
 * docs/adr/0023-first-screens-without-runtime-css.md). Loaded lazily with the screens that use it: MUI and emotion stay out of the first load.
 */
export default function MuiScope({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={muiTheme}>{children}</ThemeProvider>;
}
