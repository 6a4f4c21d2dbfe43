import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { uploadPdf } from '@/features/chatpdf/api/upload-pdf';
import { apiRequest, getAccessToken, setAccessToken } from '@/lib/api-client';
import { prepareApp } from '../../helpers/render-app';

describe('PDF upload (XMLHttpRequest) with an expired access token', () => {
  beforeEach(() => prepareApp());

  it('refreshes the session once and sends the file again with the new token', async () => {
    const { token } = await apiRequest<{ token: string }>('/api/auth/login', {
      json: { email: 'pro@demo.test', password: 'demo-pass-1' },
      skipRefresh: true,
    });
    setAccessToken(token);
    await apiRequest('/__mock/expire-access-tokens', {
      method: 'POST',
      responseType: 'none',
      skipRefresh: true,
    });
    // jsdom's XMLHttpRequest does not carry a File's bytes to MSW, so the route only checks the token here.
    const sentWith: string[] = [];
    server.use(
      http.post('*/api/chat-pdf/upload', ({ request }) => {
        const authorization = request.headers.get('authorization') ?? '';
        sentWith.push(authorization);
        if (authorization === `Bearer ${token}`)
          return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
        return HttpResponse.json({ status: 'success', conversationId: 'p1', collection_name: 'c1' });
      }),
    );

    const file = new File(['%PDF-1.4'], 'one.pdf', { type: 'application/pdf' });
    const answer = await uploadPdf(file, 'c1', () => {});

    expect(answer).toMatchObject({ status: 'success', conversationId: 'p1' });
    expect(sentWith).toEqual([`Bearer ${token}`, `Bearer ${getAccessToken()}`]);
    expect(getAccessToken()).not.toBe(token);
  });
});
