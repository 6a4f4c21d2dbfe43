/** @type {import('tailwindcss').Config} */
const token = (name) => `rgb(var(--c-${name}) / <alpha-value>)`;

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  darkMode: 'class',
  theme: {
    extend: {
      colors: {
        surface: {
          DEFAULT: token('surface'),
          raised: token('surface-raised'),
          sunken: token('surface-sunken'),
        },
        ink: { DEFAULT: token('ink'), muted: token('ink-muted'), inverse: token('ink-inverse') },
        line: token('line'),
        accent: { DEFAULT: token('accent'), strong: token('accent-strong'), ink: token('accent-ink') },
        danger: { DEFAULT: token('danger'), soft: token('danger-soft') },
        success: token('success'),
        pro: token('pro'),
      },
      maxWidth: { sidebar: '280px' },
      width: { sidebar: '280px' },
      maxHeight: { dropdown: '370px' },
      fontFamily: {
        sans: [
          'Inter',
          'ui-sans-serif',
          'system-ui',
          'Segoe UI',
          'Roboto',
          'Noto Sans',
          'Noto Sans CJK SC',
          'sans-serif',
        ],
      },
      keyframes: {
        'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
      },
      animation: { 'fade-in': 'fade-in 200ms ease-out' },
    },
  },
  plugins: [],
  // Tailwind's defaults for its composable utilities (49 custom properties: rings, shadows, transforms,
  // filters) go on the elements that use those utilities, not on every element and pseudo-element: a
  // third to a half of the first page's style recalculation at 4x CPU slowdown (issue #30).
  experimental: { optimizeUniversalDefaults: true },
};
