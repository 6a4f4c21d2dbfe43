// @vitest-environment jsdom
import { isTypingKey, takeBoxEvents } from '@/features/chat/lib/box-events';

const key = (
  key: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing', boolean>> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  isComposing: false,
  ...mods,
});

describe('the keys of typing (issue #43, decision 0024)', () => {
  it.each(['a', 'A', ' ', 'é', '?', '😀', 'Backspace', 'Delete'])('%s is typing', (name) => {
    expect(isTypingKey(key(name))).toBe(true);
  });

  it.each([
    'Enter',
    'Escape',
    'Tab',
    'ArrowUp',
    'Home',
    'Shift',
    'Control',
    'F5',
    'Process',
    'Dead',
    'Unidentified',
  ])('%s goes on up', (name) => expect(isTypingKey(key(name))).toBe(false));

  it('a character with Ctrl, ⌘ or Alt, or while an input method composes, goes on up', () => {
    expect(isTypingKey(key('f', { ctrlKey: true }))).toBe(false);
    expect(isTypingKey(key('c', { metaKey: true }))).toBe(false);
    expect(isTypingKey(key('a', { altKey: true }))).toBe(false);
    expect(isTypingKey(key('a', { isComposing: true }))).toBe(false);
  });
});

describe('takeBoxEvents', () => {
  function page() {
    const box = document.createElement('textarea');
    const other = document.createElement('input');
    document.body.append(box, other);
    const heard: string[] = [];
    for (const type of ['keydown', 'keypress', 'input', 'change', 'keyup']) {
      document.addEventListener(type, (event) => heard.push(`${(event.target as Element).tagName} ${type}`));
      box.addEventListener(type, () => heard.push(`box's own ${type}`));
    }
    return { box, other, heard };
  }

  it('takes a typed key’s events before the page or the box hears them, and hands on the text', () => {
    const { box, other, heard } = page();
    const texts: string[] = [];
    const release = takeBoxEvents(box, (text) => texts.push(text));
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'h', bubbles: true }));
    box.dispatchEvent(new KeyboardEvent('keypress', { key: 'h', bubbles: true }));
    box.value = 'h';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    box.dispatchEvent(new KeyboardEvent('keyup', { key: 'h', bubbles: true }));
    box.value = 'from a script';
    box.dispatchEvent(new Event('change', { bubbles: true }));
    expect(heard).toEqual([]);
    expect(texts).toEqual(['h', 'from a script']);

    // Enter and another element's keys go their way.
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    other.dispatchEvent(new KeyboardEvent('keydown', { key: 'h', bubbles: true }));
    expect(heard).toEqual(["box's own keydown", 'TEXTAREA keydown', 'INPUT keydown']);

    release();
    heard.length = 0;
    box.dispatchEvent(new Event('input', { bubbles: true }));
    expect(heard).toEqual(["box's own input", 'TEXTAREA input']);
    expect(texts).toHaveLength(2);
  });
});
