import { render, screen } from '@testing-library/react';
import { DeferredMarkdownBlock } from '@/features/chat/components/deferred-markdown';

describe('the deferred markdown renderer', () => {
  it('shows the block’s text at once, then the rendered markdown', async () => {
    const { container } = render(<DeferredMarkdownBlock text={'**Bold** and `code`'} />);
    // Never blank: the text as it is until the chunk is here (in a worker that has not loaded it yet).
    expect(container).toHaveTextContent(/Bold\W+and\W+code/);
    expect(await screen.findByText('Bold')).toHaveProperty('tagName', 'STRONG');
    expect(container.querySelector('code')).toHaveTextContent('code');
  });
});
