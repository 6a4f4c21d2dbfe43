import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { renderSignedIn } from '../../helpers/sign-in';

const history = () => within(screen.getByRole('region', { name: 'Chat history' }));

describe('a faulty server that sends 10,000 chats in one page', () => {
  it('shows them a hundred at a time', async () => {
    const conversations = Array.from({ length: 10_000 }, (_, index) => ({
      conversationId: `c-${index}`,
      title: `Chat number ${index}`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(),
    }));
    server.use(
      http.get('*/api/convos', () =>
        HttpResponse.json({ conversations, pages: 1, pageNumber: 1, pageSize: 14 }),
      ),
    );
    const { user } = await renderSignedIn();
    expect(await history().findByText('Chat number 0')).toBeInTheDocument();
    expect(history().getAllByRole('listitem')).toHaveLength(100);

    await user.click(history().getByRole('button', { name: 'Show more (9900)' }));
    expect(history().getAllByRole('listitem')).toHaveLength(200);
    expect(history().getByText('Chat number 199')).toBeInTheDocument();
  });
});
