import { screen, waitFor, within } from '@testing-library/react';
import { server, mockDb } from '@mocks/node';
import { setSettings } from '../../mocks/helpers';
import { renderSignedIn, setLimits, userId } from './helpers';

const promptsUsed = (email: string) =>
  mockDb.state.provider.usage.find((counters) => counters.userId === userId(email))?.prompts ?? 0;

describe('usage check before sending', () => {
  beforeEach(() => setSettings({ tokensPerSecond: 4000, titleDelayMs: 0 }));

  it('stops basic at its token limit with the modal, sends nothing and keeps the text', async () => {
    await setLimits({ email: 'basic@demo.test', tokensLeft: 0 });
    const before = promptsUsed('basic@demo.test');
    const { user } = await renderSignedIn('basic@demo.test');
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(input, 'Hello there{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Maximum Token Limit' });
    expect(dialog).toHaveTextContent(
      'You have reached the maximum token limit for this month. Switch now to PRO MAX',
    );
    expect(within(dialog).getByRole('link', { name: 'Upgrade to PRO MAX' })).toHaveAttribute(
      'href',
      'https://start.example.test/upgrade?ppg=59',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello there');
    expect(screen.queryByRole('article', { name: 'Your message' })).not.toBeInTheDocument();
    expect(promptsUsed('basic@demo.test')).toBe(before);
  });

  it('tells an enterprise member at the prompt limit to contact support', async () => {
    await setLimits({ email: 'enterprise@demo.test', promptsLeft: 0, member: true });
    const { user } = await renderSignedIn('enterprise@demo.test');
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Plan my week{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Maximum Prompt Limit' });
    expect(dialog).toHaveTextContent('Please contact support');
    expect(within(dialog).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'https://start.example.test/contact-us',
    );
  });

  it('stops a non-member without credits from asking DALL-E for an image', async () => {
    await setLimits({ email: 'promax@demo.test', creditsLeft: 0 });
    const { user } = await renderSignedIn('promax@demo.test', '/chat/dall-e');
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'A red fox{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Maximum Credit Limit' });
    expect(within(dialog).getByRole('link', { name: 'Contact support' })).toBeInTheDocument();
  });

  it('lets a free user send without asking the usage service', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/e/get-chat-usage')) asked.push(request.url);
    });
    await setLimits({ email: 'free@demo.test', tokensLeft: 0 });
    const { user } = await renderSignedIn('free@demo.test');
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hi{Enter}');
    expect(await screen.findByRole('article', { name: 'Your message' })).toHaveTextContent('Hi');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('sends below the limit, and the account card shows what is left this month', async () => {
    await setLimits({ email: 'basic@demo.test', tokensLeft: 12345, promptsLeft: 5 });
    const { user } = await renderSignedIn('basic@demo.test');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const summary = await screen.findByRole('region', { name: 'Left this month' });
    expect(summary).toHaveTextContent('Tokens left: 12,345');
    expect(summary).toHaveTextContent('Prompts left: 5');
    expect(summary).toHaveTextContent('Credits left: 20');
    await user.keyboard('{Escape}');

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Tell me a joke{Enter}');
    expect(await screen.findByRole('article', { name: 'Your message' })).toHaveTextContent('Tell me a joke');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
