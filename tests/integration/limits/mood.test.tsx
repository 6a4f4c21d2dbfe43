import { act, screen, waitFor, within } from '@testing-library/react';
import { mockDb } from '@mocks/node';
import { clearToasts } from '@/components/ui/toast-store';
import { readCookie } from '@/lib/cookies';
import { renderSignedIn } from './helpers';

const MOOD_TITLE = 'How are you enjoying the chat so far?';

afterEach(() => act(() => clearToasts()));

describe('mood rating', () => {
  it('asks after the threshold the cookie sets; a 2 sends the rating and says Survey sent!', async () => {
    document.cookie = 'mood_after_seconds=1; path=/';
    const { user } = await renderSignedIn('pro@demo.test');
    const dialog = await screen.findByRole('dialog', { name: MOOD_TITLE }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Rate 2 out of 5' }));

    expect(await screen.findByText('Survey sent!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: MOOD_TITLE })).not.toBeInTheDocument());
    expect(mockDb.state.provider.moodRatings).toEqual([
      expect.objectContaining({ email: 'pro@demo.test', rating: 2 }),
    ]);
    expect(readCookie('mood_rated')).toBe('1');
  });

  it('shows the review widget after a 5', async () => {
    document.cookie = 'mood_after_seconds=1; path=/';
    const { user } = await renderSignedIn('basic@demo.test');
    const dialog = await screen.findByRole('dialog', { name: MOOD_TITLE }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Rate 5 out of 5' }));
    const review = await screen.findByRole('dialog', { name: 'Thank you! Would you share a review?' });
    expect(within(review).getByRole('link', { name: 'Write a review' })).toHaveAttribute(
      'href',
      'https://www.trustpilot.com/evaluate/start.example.test',
    );
    expect(screen.queryByText('Survey sent!')).not.toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: MOOD_TITLE })).not.toBeInTheDocument());
  });

  it('counts the saved usage duration towards the default 5 minutes, and saves the time used', async () => {
    mockDb.state.provider.usageDurations['free@demo.test'] = 299;
    const { user, unmount } = await renderSignedIn('free@demo.test');
    const dialog = await screen.findByRole('dialog', { name: MOOD_TITLE }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: MOOD_TITLE })).not.toBeInTheDocument());
    expect(readCookie('mood_rated')).toBe('1');
    unmount();
    await waitFor(() => expect(mockDb.state.provider.usageDurations['free@demo.test']).toBeGreaterThan(299));
  });

  it('does not ask again once the cookie says it was answered', async () => {
    document.cookie = 'mood_after_seconds=1; path=/';
    document.cookie = 'mood_rated=1; path=/';
    await renderSignedIn('pro@demo.test');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(screen.queryByRole('dialog', { name: MOOD_TITLE })).not.toBeInTheDocument();
  });
});
