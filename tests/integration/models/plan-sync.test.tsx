import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { PLAN_POLL_INTERVAL_MS } from '@/features/plans';
import { signIn } from './helpers';

describe('tier flags from /e/authenticate/v2', () => {
  it('polls every 300 ms until the answer names the user, then takes its plan', async () => {
    const calls: number[] = [];
    server.use(
      http.post('*/e/authenticate/v2', () => {
        calls.push(Date.now());
        // The provider does not know the session for the first three answers.
        const known = calls.length > 3;
        return HttpResponse.json({
          success: known,
          email: known ? 'free@demo.test' : null,
          subscription_type: known ? 'PROMAX' : null,
        });
      }),
    );
    await signIn('free@demo.test', /FREE|PRO MAX/);
    const card = await screen.findByRole('button', { name: 'Account menu' });
    await waitFor(() => expect(card).toHaveTextContent('PRO MAX'), { timeout: 3000 });
    expect(calls).toHaveLength(4);
    const gaps = calls.slice(1).map((at, index) => at - (calls[index] ?? at));
    gaps.forEach((gap) => expect(gap).toBeGreaterThanOrEqual(PLAN_POLL_INTERVAL_MS - 50));
    await new Promise((resolve) => setTimeout(resolve, 2 * PLAN_POLL_INTERVAL_MS));
    expect(calls).toHaveLength(4);
  });

  it('keeps the /api/user plan when the provider never names the user', async () => {
    let count = 0;
    server.use(
      http.post('*/e/authenticate/v2', () => {
        count += 1;
        return HttpResponse.json({ success: false, email: null, subscription_type: 'PROMAX' });
      }),
    );
    await signIn('pro@demo.test', /PRO/);
    await waitFor(() => expect(count).toBeGreaterThan(2), { timeout: 2000 });
    const card = screen.getByRole('button', { name: 'Account menu' });
    expect(card).toHaveTextContent('PRO');
    expect(card).not.toHaveTextContent('PRO MAX');
  });
});
