import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The feature folders, one level per app (src/features/{dealer,console,customer}/<name>): each stands alone
 * (bulletproof-react's rule). A feature imports domain/, ui/, platform/, contract/ and i18n/, never another feature:
 * what one shows of another, its app passes in (slots, context). Only src/apps/ composes features into an app.
 */
const APPS = ['dealer', 'console', 'customer'];
const FEATURES = APPS.flatMap((app) =>
  readdirSync(new URL(`./src/features/${app}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${app}/${entry.name}`),
);

const featureZones = [
  ...FEATURES.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature: its app passes in what it shows of another (slots, context).',
  })),
  {
    target: './src/features',
    from: ['./src/apps'],
    message: 'Features never import an app: the app composes them.',
  },
  ...APPS.map((app) => ({
    target: `./src/apps/${app}`,
    from: './src/apps',
    except: [`./${app}`],
    message: 'An app never imports another app: what they share lives in domain/, ui/ or platform/.',
  })),
  {
    target: './src/domain',
    from: ['./src/features', './src/apps'],
    message: 'domain/ is shared by the features and never imports one (nor an app).',
  },
  {
    target: ['./src/platform', './src/ui'],
    from: ['./src/features', './src/domain', './src/apps'],
    message: 'platform/ and ui/ serve every feature and never import one (nor domain/, nor an app).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'data/**',
      'node_modules/**',
      'server/db/migrations/**',
      'bench/dist/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    // The server and contract import TypeScript files as '.js' (NodeNext style): without the alias the resolver
    // finds nothing there and no-cycle sees no edge at all.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // No import cycle, static or through a lazy import(): each folder's place in the layers is plain to see.
      'import-x/no-cycle': ['error', { maxDepth: Infinity, ignoreExternal: true }],
      // One-way imports: contract and i18n are shared leaves; src and server never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src',
              from: './server',
              message: 'The web app must not import the server: share through contract/.',
            },
            {
              target: './server',
              from: './src',
              message: 'The server must not import the web app: share through contract/.',
            },
            { target: './contract', from: ['./src', './server', './tests'], message: 'contract/ is a shared leaf.' },
            {
              target: './i18n',
              from: ['./src', './server', './contract', './tests'],
              message: 'i18n/ is a shared leaf.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@mui/icons-material(/.*)?$',
              message:
                'Icons come from src/ui/icons.tsx, the one icon source: add the Material path as a module of src/ui/icon-set/ and export it there (it draws before MUI loads and on MUI screens alike).',
            },
            {
              regex: '^dayjs(/.*)?$',
              message:
                'Dates are shown by src/ui/format.ts; to compute with dates import dayjs from src/ui/dayjs.ts (configured Italian there only).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/dayjs.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Colours are tokens: the theme (src/ui/theme.ts) is the only place a colour is written; a screen reads it from
    // the theme or a --mui-… variable. Stylesheets are held to the same rule by stylelint.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/ui/theme.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/]',
          message:
            'A colour comes from the theme (src/ui/theme.ts: theme.palette…, or var(--mui-palette-…)), never a hex literal.',
        },
      ],
    },
  },
);
