import autoprefixer from 'autoprefixer';
import tailwindcss from 'tailwindcss';

/**
 * Tailwind 3's `optimizeUniversalDefaults` (tailwind.config.js) leaves an empty item in one selector
 * list, from a `has-[…]` variant whose own rule it writes apart; the minifier rejects the empty item,
 * which matches nothing.
 */
const dropEmptySelectors = {
  postcssPlugin: 'drop-empty-selectors',
  Rule(rule) {
    const kept = rule.selectors.filter((selector) => selector.trim() !== '');
    if (kept.length !== rule.selectors.length) rule.selectors = kept;
  },
};

export default { plugins: [tailwindcss, autoprefixer, dropEmptySelectors] };
