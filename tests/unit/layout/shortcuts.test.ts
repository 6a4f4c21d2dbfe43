// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { shortcutFor } from '@/features/layout/lib/shortcuts';
import { COMPOSER_ID } from '@/lib/landmarks';

const key = (init: KeyboardEventInit & { keyCode?: number }, target?: Element) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  if (init.keyCode !== undefined) Object.defineProperty(event, 'keyCode', { value: init.keyCode });
  if (target) Object.defineProperty(event, 'target', { value: target });
  return event;
};

describe('shortcutFor', () => {
  it('knows ChatGPT’s set with Ctrl elsewhere and ⌘ on Apple systems', () => {
    expect(shortcutFor(key({ code: 'KeyO', key: 'O', ctrlKey: true, shiftKey: true }), false)).toBe(
      'new_chat',
    );
    expect(shortcutFor(key({ code: 'KeyO', key: 'O', metaKey: true, shiftKey: true }), true)).toBe(
      'new_chat',
    );
    expect(shortcutFor(key({ code: 'KeyO', key: 'O', ctrlKey: true, shiftKey: true }), true)).toBeNull();
    expect(shortcutFor(key({ code: 'KeyC', key: 'C', ctrlKey: true, shiftKey: true }), false)).toBe(
      'copy_reply',
    );
    expect(shortcutFor(key({ code: 'Semicolon', key: ':', ctrlKey: true, shiftKey: true }), false)).toBe(
      'copy_code',
    );
    expect(shortcutFor(key({ code: 'KeyS', key: 'S', ctrlKey: true, shiftKey: true }), false)).toBe(
      'toggle_sidebar',
    );
    expect(
      shortcutFor(key({ code: 'Backspace', key: 'Backspace', ctrlKey: true, shiftKey: true }), false),
    ).toBe('delete_chat');
    expect(shortcutFor(key({ code: 'Slash', key: '/', ctrlKey: true }), false)).toBe('show_shortcuts');
    expect(shortcutFor(key({ key: 'Escape', shiftKey: true }), false)).toBe('focus_input');
  });

  it('stops a reply with Escape only from the message box', () => {
    const composer = document.createElement('textarea');
    composer.id = COMPOSER_ID;
    expect(shortcutFor(key({ key: 'Escape' }, composer), false)).toBe('stop');
    expect(shortcutFor(key({ key: 'Escape' }, document.body), false)).toBeNull();
  });

  it('leaves the keys a browser or a text field needs alone', () => {
    expect(shortcutFor(key({ code: 'KeyO', key: 'o' }), false)).toBeNull();
    expect(shortcutFor(key({ code: 'KeyC', key: 'c', ctrlKey: true }), false)).toBeNull();
    expect(shortcutFor(key({ code: 'KeyS', key: 's', ctrlKey: true }), false)).toBeNull();
    expect(
      shortcutFor(key({ code: 'KeyO', key: 'O', ctrlKey: true, shiftKey: true, altKey: true }), false),
    ).toBeNull();
  });

  it('never fires while an input method composes', () => {
    expect(
      shortcutFor(key({ code: 'KeyO', key: 'O', ctrlKey: true, shiftKey: true, isComposing: true }), false),
    ).toBeNull();
    expect(shortcutFor(key({ key: 'Escape', shiftKey: true, keyCode: 229 }), false)).toBeNull();
  });
});
