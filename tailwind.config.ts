import type { Config } from 'tailwindcss';

/**
 * Design tokens. Dark theme first; every colour pair used for text meets WCAG AA contrast on its background (axe
 * checks it in every e2e page). Components use these names, never raw palette colours.
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        canvas: '#0b0f17',
        surface: { DEFAULT: '#131a26', raised: '#1b2433', sunken: '#0f151f' },
        line: { DEFAULT: '#2a3547', strong: '#3b4a63' },
        ink: { DEFAULT: '#e8edf5', muted: '#a3b0c2', faint: '#8593a8' },
        accent: { DEFAULT: '#7cc4ff', strong: '#a9d8ff', ink: '#06121f' },
        success: { DEFAULT: '#5fd39a', ink: '#04170e' },
        warning: { DEFAULT: '#f3c969', ink: '#1d1400' },
        danger: { DEFAULT: '#ff8a8a', ink: '#240404' },
      },
      borderRadius: { card: '1rem', control: '0.625rem' },
      fontFamily: {
        sans: ['Inter', 'ui-sans-serif', 'system-ui', 'sans-serif'],
        mono: ['JetBrains Mono', 'ui-monospace', 'SFMono-Regular', 'monospace'],
      },
      boxShadow: { card: '0 1px 0 0 rgb(255 255 255 / 0.04) inset, 0 8px 24px -12px rgb(0 0 0 / 0.6)' },
      maxWidth: { page: '72rem', form: '30rem' },
    },
  },
} satisfies Config;
