import { screen, waitFor, within } from '@testing-library/react';
import { renderSignedIn, setLimits } from './helpers';

describe('monthly-limit overlay on the generator pages', () => {
  it('covers the image page of basic at its image limit and offers Pro', async () => {
    await setLimits({ email: 'basic@demo.test', imagesLeft: 0 });
    await renderSignedIn('basic@demo.test', '/image-gen');
    const overlay = await screen.findByRole('region', { name: 'Monthly limit reached' });
    expect(overlay).toHaveTextContent('Upgrade to Pro to keep creating.');
    // The month's figures agree with the title.
    expect(overlay).toHaveTextContent('Images this month: 20 of 20');
    expect(within(overlay).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      'https://start.example.test/upgrade?ppg=59',
    );
    // The page underneath can be neither clicked nor reached by keyboard or screen reader.
    const heading = screen.getByText('Image generation', { selector: 'h1' });
    expect(heading.closest('[inert]')).not.toBeNull();
  });

  it('tells promax at its video limit that it resets, with the account page', async () => {
    await setLimits({ email: 'promax@demo.test', videosLeft: 0 });
    await renderSignedIn('promax@demo.test', '/video-gen');
    const overlay = await screen.findByRole('region', { name: 'Monthly limit reached' });
    expect(overlay).toHaveTextContent('Your limit resets next month');
    expect(overlay).toHaveTextContent('Videos this month: 100 of 100');
    expect(within(overlay).getByRole('link', { name: 'Go to my account' })).toHaveAttribute(
      'href',
      'https://start.example.test/my-account',
    );
  });

  it('leaves the pages open below the limit', async () => {
    await setLimits({ email: 'pro@demo.test', imagesLeft: 4 });
    await renderSignedIn('pro@demo.test', '/image-gen');
    const heading = await screen.findByText('Image generation', { selector: 'h1' });
    // Give the usage answer time to arrive before looking for an overlay.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('region', { name: 'Monthly limit reached' })).not.toBeInTheDocument();
    await waitFor(() => expect(heading.closest('[inert]')).toBeNull());
  });
});
