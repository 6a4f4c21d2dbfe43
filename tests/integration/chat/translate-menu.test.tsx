import { screen, waitFor, within } from '@testing-library/react';
import { setSettings } from '../../mocks/helpers';
import { renderApp } from '../../helpers/render-app';
import { stubResizeObserver } from '../../helpers/resize-observer';

stubResizeObserver();

/** A finished reply in a guest's new chat; returns its row. */
async function replied(text: string) {
  const app = await renderApp('/chat/new');
  await app.user.type(await screen.findByRole('textbox', { name: 'Message' }), `${text}{Enter}`);
  const reply = await screen.findByRole('article', { name: 'Reply from GPT-4o' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument());
  return { ...app, reply };
}

// The reply's Translate menu mounts when the user reaches for it (issue #30): a stand-in button until then.
describe('the translate menu of a reply', () => {
  beforeEach(() => setSettings({ tokensPerSecond: 4000, titleDelayMs: 0 }));

  it('opens on a click and sends the reply to be translated into the picked language', async () => {
    const { user, reply } = await replied('Say hello');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(within(reply).getByRole('button', { name: 'Translate' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').length).toBeGreaterThan(20);
    await user.click(within(menu).getByRole('menuitem', { name: 'German' }));
    await waitFor(() => expect(screen.getAllByRole('article', { name: 'Your message' })).toHaveLength(2));
  });

  it('opens from the keyboard on its first language, and Escape gives focus back to the button', async () => {
    const { user, reply } = await replied('Say hello');
    within(reply).getByRole('button', { name: 'Translate' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // Headless UI's menu holds the focus and points at the active item (set a frame after it opens).
    const first = within(menu).getAllByRole('menuitem')[0]!;
    await waitFor(() => {
      expect(document.activeElement).toBe(menu);
      expect(menu).toHaveAttribute('aria-activedescendant', first.id);
    });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(document.activeElement).toBe(within(reply).getByRole('button', { name: 'Translate' }));
  });
});
