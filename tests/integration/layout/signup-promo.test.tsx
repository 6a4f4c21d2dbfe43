import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { renderApp } from '../../helpers/render-app';

const promoCard = async () =>
  within((await screen.findByRole('heading', { name: 'Get more with a free account' })).closest('section')!);

describe('the sign-up card for guests', () => {
  it('counts the AI apps an account reaches, as /e/get-total-app says', async () => {
    await renderApp('/chat/new');
    expect(
      await (
        await promoCard()
      ).findByText('Sign up to save your chat history and reach 18 AI apps and more models.'),
    ).toBeInTheDocument();
  });

  it('says “more AI apps” when the count cannot be had', async () => {
    server.use(http.post('*/e/get-total-app', () => HttpResponse.json({ success: false })));
    await renderApp('/chat/new');
    const card = await promoCard();
    expect(
      card.getByText('Sign up to save your chat history and reach more AI apps and models.'),
    ).toBeInTheDocument();
  });
});
