import { screen, waitFor, within } from '@testing-library/react';
import { renderSignedIn } from '../../helpers/sign-in';

const history = () => within(screen.getByRole('region', { name: 'Chat history' }));

async function openChat(user: Awaited<ReturnType<typeof renderSignedIn>>['user'], title: string) {
  await user.click(await history().findByRole('link', { name: title }));
  await waitFor(() => expect(document.title).toBe(title));
}

describe('editing a message', () => {
  it('keeps the saved text after leaving the chat and opening it again', async () => {
    const { user } = await renderSignedIn();
    await openChat(user, 'Sum a CSV column in Python');
    const first = (await screen.findAllByRole('article', { name: 'Your message' }))[0]!;
    expect(first).toHaveTextContent('How do I read a CSV file in Python and sum one column?');

    await user.click(within(first).getByRole('button', { name: 'Edit' }));
    const editor = within(first).getByRole('textbox', { name: 'Edit message' });
    await user.clear(editor);
    await user.type(editor, 'How do I sum a CSV column with the csv module?');
    await user.click(within(first).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getAllByRole('article', { name: 'Your message' })[0]).toHaveTextContent(
        'How do I sum a CSV column with the csv module?',
      ),
    );

    await openChat(user, 'Relaxed weekend in Lisbon');
    expect(
      await screen.findByText('Plan a relaxed weekend in Lisbon for two.', { selector: 'article *' }),
    ).toBeInTheDocument();
    await openChat(user, 'Sum a CSV column in Python');

    const reopened = (await screen.findAllByRole('article', { name: 'Your message' }))[0]!;
    expect(reopened).toHaveTextContent('How do I sum a CSV column with the csv module?');
    expect(reopened).not.toHaveTextContent('How do I read a CSV file');
  });
});
