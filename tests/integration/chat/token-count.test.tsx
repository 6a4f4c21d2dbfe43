import { screen, waitFor } from '@testing-library/react';
import { setSettings } from '../../mocks/helpers';
import { renderSignedIn } from '../../helpers/sign-in';

describe('the token count under the box', () => {
  beforeEach(() => setSettings({ tokensPerSecond: 1e9, titleDelayMs: 0 }));

  it('counts the text once typing pauses, and never shows the last message’s count for the next one', async () => {
    const { user } = await renderSignedIn('pro@demo.test');
    const input = screen.getByRole('textbox', { name: 'Message' });
    await user.type(input, 'Count these few words please');
    const count = await screen.findByText(/^\d+ tokens?$/);
    const first = count.textContent;
    await user.type(input, '{Enter}');
    await screen.findByRole('button', { name: 'Send message' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(''));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'H');
    // The first key of the next message: no count yet (its text has not settled), not the last one's.
    expect(screen.queryByText(first!)).not.toBeInTheDocument();
    expect(await screen.findByText(/^\d+ tokens?$/)).toBeInTheDocument();
  });
});
