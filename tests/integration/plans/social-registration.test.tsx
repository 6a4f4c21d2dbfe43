import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { renderApp } from '../../helpers/render-app';

/** Records what reaches the start site's register calls, which answer `answer`. */
function startSiteRegister(answer: () => Response) {
  const calls: { path: string; body: string }[] = [];
  const record = async ({ request }: { request: Request }) => {
    calls.push({ path: new URL(request.url).pathname, body: await request.text() });
    return answer();
  };
  server.use(http.post('*/api/register-google', record), http.post('*/api/register-apple', record));
  return calls;
}

describe('a guest the start site marked as signing up with Google or Apple', () => {
  it('asks the start site first, and gets the register popup when it fails (silently)', async () => {
    const calls = startSiteRegister(() => HttpResponse.json({ success: false }, { status: 500 }));
    document.cookie = 'reg_apple=A-1234; path=/';
    document.cookie = 'chat_dsng=02; path=/';
    // A guest on a pro model's address is asked to register (spec section 4).
    await renderApp('/chat/gpt-4o');
    expect(await screen.findByRole('dialog', { name: 'Create your free account' })).toBeInTheDocument();
    expect(calls).toEqual([{ path: '/api/register-apple', body: 'reg_num=A-1234&chat_dsng=02' }]);
    // Silent: no alert of its own (a timer of an earlier file in the shared document may end a session).
    const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '');
    expect(alerts.filter((text) => !text.includes('Your session has ended'))).toEqual([]);
  });

  it('does not call the start site for a guest without the mark', async () => {
    const calls = startSiteRegister(() => HttpResponse.json({ success: true, url: 'https://x.test/' }));
    await renderApp('/chat/gpt-4o');
    expect(await screen.findByRole('dialog', { name: 'Create your free account' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
