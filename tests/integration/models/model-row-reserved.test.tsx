import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RecoilRoot } from 'recoil';
import { AppProviders } from '@/app/providers';
import { ModelTabs, slugChoice } from '@/features/models';
import { prepareApp } from '../../helpers/render-app';

// No plans runtime is mounted here, so the plan stays unresolved, as in the first frames after start-up.
describe('the model row before the plan is known', () => {
  it('keeps its height with an invisible stand-in and offers no buttons yet', async () => {
    await prepareApp();
    render(
      <AppProviders>
        <RecoilRoot>
          <MemoryRouter initialEntries={['/chat/new']}>
            <ModelTabs current={slugChoice('gpt-4o')} />
          </MemoryRouter>
        </RecoilRoot>
      </AppProviders>,
    );
    const row = screen.getByTestId('model-carousel');
    expect(within(row).queryAllByRole('button')).toHaveLength(0);
    expect(row.querySelector('[aria-hidden="true"].invisible')).not.toBeNull();
  });
});
