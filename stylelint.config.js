/**
 * The design system's lint: every colour and radius in a stylesheet of src/ is a token of src/ui/tokens.css (rendered
 * from src/ui/theme.ts by build/tokens.ts), never a literal kept in step by hand.
 */
const TOKEN_CHANNEL = '/^rgba\\(var\\(--[A-Za-z-]+[Cc]hannel\\) \\/ [0-9.]+\\)$/';
const RADIUS_FROM_TOKEN = '/^calc\\([0-9.]+ \\* var\\(--mui-shape-borderRadius\\)\\)$/';

const KEYWORDS = ['transparent', 'inherit', 'currentColor', 'currentcolor', 'none', 'initial', 'unset'];

export default {
  rules: {
    'color-no-hex': true,
    'color-named': 'never',
    'scale-unlimited/declaration-strict-value': [
      ['/color$/', 'fill', 'stroke', 'border-radius'],
      {
        expandShorthand: true,
        recurseLonghand: true,
        ignoreFunctions: false,
        ignoreValues: {
          '/color$/': [...KEYWORDS, TOKEN_CHANNEL],
          fill: KEYWORDS,
          stroke: KEYWORDS,
          'border-radius': [...KEYWORDS, '0', '50%', RADIUS_FROM_TOKEN],
        },
        message: 'Expected a token of src/ui/tokens.css (var(--mui-…)) for "${value}" of "${property}"',
      },
    ],
  },
  plugins: ['stylelint-declaration-strict-value'],
  ignoreFiles: ['src/ui/tokens.css'],
};
