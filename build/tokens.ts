import { createTheme } from '@mui/material/styles';
import type { Plugin } from 'vite';
import { theme } from '../src/ui/theme.js';

/** The stylesheet in src/ that stands for the tokens: on disk only a comment, its content is rendered here. */
export const TOKENS_FILE = 'src/ui/tokens.css';

interface Rules {
  [name: string]: string | number | Rules;
}

const kebab = (name: string) => (name.startsWith('--') ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));

function serialise(selector: string, rules: Rules): string {
  const own: string[] = [];
  const nested: string[] = [];
  for (const [name, value] of Object.entries(rules)) {
    if (typeof value === 'object') nested.push(serialise(name, value));
    else own.push(`${kebab(name)}:${value}`);
  }
  return `${own.length ? `${selector}{${own.join(';')}}` : ''}${nested.join('')}`;
}

/**
 * The theme's CSS variables as one static sheet: MUI's own rendering of src/ui/theme.ts (`cssVariables: true`), so
 * MUI's components, the src/ui primitives and the hand-written sheets read the same `--mui-…` values and none is kept
 * in step by hand.
 */
export function tokensCss(): string {
  const muiTheme = createTheme(theme as Parameters<typeof createTheme>[0]) as ReturnType<typeof createTheme> & {
    generateStyleSheets: () => Array<Record<string, Rules>>;
  };
  return muiTheme
    .generateStyleSheets()
    .map((sheet) =>
      Object.entries(sheet)
        .map(([selector, rules]) => serialise(selector, rules))
        .join(''),
    )
    .join('\n');
}

/** Serves src/ui/tokens.css with the theme's variables, in the dev server, the build and the tests alike. */
export function tokens(): Plugin {
  let css: string | undefined;
  return {
    name: 'ricambihub-tokens',
    enforce: 'pre',
    load(id) {
      if (!id.split('?')[0].endsWith(TOKENS_FILE)) return null;
      css ??= `/* Rendered by build/tokens.ts from src/ui/theme.ts */\n${tokensCss()}\n`;
      return css;
    },
  };
}
