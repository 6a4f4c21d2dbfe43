import type { KeyboardEvent } from 'react';

/** The items a menu's keys move between: elements marked `data-menu-item` and not disabled. */
const ITEM_SELECTOR = '[data-menu-item]:not(:disabled)';

function menuItems(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(ITEM_SELECTOR)];
}

/** The first item after `from` (round the end) whose text starts with `letter`. */
function typeAhead(items: HTMLElement[], from: number, letter: string): HTMLElement | undefined {
  const wanted = letter.toLocaleLowerCase();
  for (let step = 1; step <= items.length; step += 1) {
    const item = items[(from + step + items.length) % items.length];
    if (item?.textContent?.trim().toLocaleLowerCase().startsWith(wanted)) return item;
  }
  return undefined;
}

function target(items: HTMLElement[], index: number, event: KeyboardEvent): HTMLElement | undefined {
  const count = items.length;
  switch (event.key) {
    case 'ArrowDown':
      return items[(index + 1) % count];
    case 'ArrowUp':
      return items[index <= 0 ? count - 1 : index - 1];
    case 'Home':
      return items[0];
    case 'End':
      return items[count - 1];
    default: {
      const printable = event.key.length === 1 && event.key !== ' ';
      return printable && !event.ctrlKey && !event.metaKey && !event.altKey
        ? typeAhead(items, index, event.key)
        : undefined;
    }
  }
}

/**
 * WAI-ARIA's menu keys inside a list of items (issue #45): the arrows move round it, Home and End go to
 * its ends, a letter to the next item starting with it. Put on the element holding the items.
 */
export function moveInMenu(event: KeyboardEvent<HTMLElement>): void {
  const items = menuItems(event.currentTarget);
  const next = target(items, items.indexOf(document.activeElement as HTMLElement), event);
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/** From the menu's button while the menu is open: the arrows, Home and End go into it. */
export function enterMenu(event: KeyboardEvent<HTMLElement>, menu: HTMLElement | null): void {
  if (!menu || !['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
  const items = menuItems(menu);
  const next = event.key === 'ArrowDown' || event.key === 'Home' ? items[0] : items[items.length - 1];
  if (!next) return;
  event.preventDefault();
  next.focus();
}
