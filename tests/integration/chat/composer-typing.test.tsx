import { screen, waitFor } from '@testing-library/react';
import { setSettings } from '../../mocks/helpers';
import { renderSignedIn } from '../../helpers/sign-in';

/** The events the page above the box heard from it, by type (a listener on the document, bubbling). */
function heardAboveTheBox(box: HTMLElement) {
  const heard = new Map<string, number>();
  const count = (event: Event) => {
    if (event.target === box) heard.set(event.type, (heard.get(event.type) ?? 0) + 1);
  };
  const types = ['keydown', 'keypress', 'textInput', 'input', 'change', 'keyup'];
  for (const type of types) document.addEventListener(type, count);
  return { heard, stop: () => types.forEach((type) => document.removeEventListener(type, count)) };
}

describe('typing in the message box (issue #43, decisions 0023 and 0024)', () => {
  beforeEach(() => setSettings({ tokensPerSecond: 1e9, titleDelayMs: 0 }));

  it('keeps a typed key’s events from the page, and the draft and the Send button still follow', async () => {
    const { user } = await renderSignedIn('pro@demo.test');
    const box = screen.getByRole('textbox', { name: 'Message' });
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    const above = heardAboveTheBox(box);
    await user.type(box, 'Hello riverz{Backspace}s');
    expect([...above.heard.keys()]).toEqual([]);
    // The keys the page acts on go on up: the shortcuts (Ctrl or ⌘, Escape), Tab, a new line.
    await user.keyboard('{Control>}{Shift>}s{/Shift}{/Control}{Shift>}{Enter}{/Shift}{Escape}');
    above.stop();
    // Control, Shift, S, Shift, Enter, Escape.
    expect(above.heard.get('keydown')).toBe(6);

    expect(box).toHaveValue('Hello rivers\n');
    await waitFor(() => expect(send).toBeEnabled());
    // The draft has the text: Enter sends it.
    await user.type(box, '{Enter}');
    expect(await screen.findByText('Hello rivers', { selector: '[data-from="user"] *' })).toBeInTheDocument();
  });

  it('takes a change sent by a script, as a quote or a test sends it', async () => {
    const { user } = await renderSignedIn('pro@demo.test');
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    box.value = 'Set from a script';
    box.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Set from a script', { selector: '[data-from="user"] *' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(''));
  });

  it('shows the placeholder only while the box is empty, and the one of the moment', async () => {
    const { user } = await renderSignedIn('pro@demo.test');
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).toHaveAttribute('placeholder', 'Send a message');
    await user.type(box, 'H');
    expect(box).not.toHaveAttribute('placeholder');
    await user.type(box, 'ello');
    expect(box).not.toHaveAttribute('placeholder');
    await user.clear(box);
    expect(box).toHaveAttribute('placeholder', 'Send a message');
    // Sent: the box empties and the placeholder is back; a failed reply closes the box with its reason.
    await user.click(box);
    await user.paste('[[error:500]] hi');
    await user.keyboard('{Enter}');
    // The chat named, its own box is drawn.
    const closed = () => screen.getByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(closed()).toBeDisabled());
    expect(closed()).toHaveValue('');
    expect(closed().getAttribute('placeholder')).toMatch(/^This reply was interrupted or failed\./);
  });
});
