/** Finds text that runs out of its box: what a long translation does to a layout made for English. */
import type { Locator } from '@playwright/test';

/**
 * Elements inside `scope` whose content is wider than they are and that do not clip on purpose
 * (an ellipsis or a scrolling box). Returns a readable line per element.
 */
export function overflowingElements(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const found: string[] = [];
    for (const element of [root, ...root.querySelectorAll('*')]) {
      if (!(element instanceof HTMLElement) || element.clientWidth === 0) continue;
      const style = getComputedStyle(element);
      if (style.textOverflow === 'ellipsis' || ['auto', 'scroll'].includes(style.overflowX)) continue;
      if (element.scrollWidth <= element.clientWidth + 1) continue;
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      found.push(
        `<${element.tagName.toLowerCase()}> "${text}" is ${element.scrollWidth}px wide in ${element.clientWidth}px`,
      );
    }
    return found;
  });
}
