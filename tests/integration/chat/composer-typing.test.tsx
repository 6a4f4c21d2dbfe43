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

describe('typing in the message box (issue #43, decision 0023)', () => {
  beforeEach(() => setSettings({ tokensPerSecond: 1e9, titleDelayMs: 0 }));

  it('keeps a key press’s text events at the box, and the draft and the Send button still follow', async () => {
    const { user } = await renderSignedIn('pro@demo.test');
    const box = screen.getByRole('textbox', { name: 'Message' });
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    const above = heardAboveTheBox(box);
    await user.type(box, 'Hello rivers');
    above.stop();

    expect(box).toHaveValue('Hello rivers');
    await waitFor(() => expect(send).toBeEnabled());
    // The keydown goes on up (Enter, the shortcuts); what follows it ends at the box.
    expect(above.heard.get('keydown')).toBe(12);
    expect([...above.heard.keys()]).toEqual(['keydown']);
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
});
