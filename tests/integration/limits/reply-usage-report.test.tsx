import { screen, waitFor } from '@testing-library/react';
import { mockDb } from '@mocks/node';
import { renderApp } from '../../helpers/render-app';
import { setSettings } from '../../mocks/helpers';
import { renderSignedIn, userId } from './helpers';

const usageReports = () => mockDb.state.provider.userLogs.filter((entry) => entry.event === 'chat_usage');

describe('the usage report after a reply', () => {
  beforeEach(() => setSettings({ tokensPerSecond: 4000, titleDelayMs: 0 }));

  it('logs the reply’s prompt, completion and total tokens for a signed-in user', async () => {
    const { user, router } = await renderSignedIn('pro@demo.test');
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Tell me a joke{Enter}');
    await waitFor(() => expect(usageReports()).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/chat/new'));
    const [report] = usageReports();
    expect(report?.userId).toBe(userId('pro@demo.test'));
    const data = JSON.parse(report?.data ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({
      model: 'gpt-4o-mini',
      conversation_id: router.state.location.pathname.slice(6),
    });
    expect(data.prompt_tokens).toBeGreaterThan(0);
    expect(data.completion_tokens).toBeGreaterThan(0);
    expect(data.total_tokens).toBe(Number(data.prompt_tokens) + Number(data.completion_tokens));
  });

  it('sends none for a guest', async () => {
    const { user } = await renderApp('/chat/new');
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Tell me a joke{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument());
    expect(await screen.findByRole('article', { name: 'Reply from GPT-4o' })).toBeInTheDocument();
    expect(usageReports()).toEqual([]);
  });
});
