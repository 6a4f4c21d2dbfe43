import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { loadOnIntent, PreloadWhenIdleContext } from '@/components/ui/load-on-intent';
import { lazyDialog } from '@/components/ui/lazy-dialog';

/**
 * A stand-in for a Headless UI menu: opens on a click, or on ArrowDown, Enter or Space (as Headless UI's
 * trigger does, on the key itself, starting on the first item: `data-from-key`).
 */
function RealMenu({ label }: { label: string }) {
  const [open, setOpen] = useState<false | 'click' | 'key'>(false);
  return (
    <>
      <button
        type="button"
        data-real=""
        aria-expanded={open !== false}
        onClick={() => setOpen((value) => (value ? false : 'click'))}
        onKeyDown={(event) => {
          if (['ArrowDown', 'Enter', ' '].includes(event.key)) {
            event.preventDefault();
            setOpen('key');
          }
        }}
      >
        {label}
      </button>
      {open ? <ul role="menu" aria-label={label} data-from-key={open === 'key' ? '' : undefined} /> : null}
    </>
  );
}

function Placeholder({ label }: { label: string }) {
  return (
    <button type="button" aria-expanded={false}>
      {label}
    </button>
  );
}

const deferred = () => {
  let loads = 0;
  const Menu = loadOnIntent<{ label: string }>(() => {
    loads += 1;
    return new Promise((resolve) => setTimeout(() => resolve(RealMenu), 20));
  }, Placeholder);
  return { Menu, loads: () => loads };
};

describe('loadOnIntent', () => {
  it('draws the placeholder and loads nothing until the user reaches for it', () => {
    const { Menu, loads } = deferred();
    render(<Menu label="Models" />);
    expect(screen.getByRole('button', { name: 'Models' })).not.toHaveAttribute('data-real');
    expect(loads()).toBe(0);
  });

  it("on a signed-in user's page, loads the code once the page is idle, still drawing the placeholder", async () => {
    const { Menu, loads } = deferred();
    render(
      <PreloadWhenIdleContext.Provider value>
        <Menu label="Models" />
      </PreloadWhenIdleContext.Provider>,
    );
    await waitFor(() => expect(loads()).toBe(1));
    expect(screen.getByRole('button', { name: 'Models' })).not.toHaveAttribute('data-real');
  });

  it('a first click opens the real menu, with the focus on its trigger', async () => {
    const { Menu } = deferred();
    const user = userEvent.setup();
    render(<Menu label="Models" />);
    await user.click(screen.getByRole('button', { name: 'Models' }));
    expect(await screen.findByRole('menu', { name: 'Models' })).toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Models' });
    expect(trigger).toHaveAttribute('data-real');
    expect(trigger).toHaveFocus();
  });

  it('Enter pressed before the code arrives opens the menu as that key would, on its first item', async () => {
    const { Menu } = deferred();
    const user = userEvent.setup();
    render(<Menu label="Models" />);
    screen.getByRole('button', { name: 'Models' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Models' });
    expect(menu).toHaveAttribute('data-from-key');
    expect(screen.getByRole('button', { name: 'Models' })).toHaveFocus();
  });

  it('a first click opens the menu under StrictMode too (its effects run twice in development)', async () => {
    const { Menu } = deferred();
    const user = userEvent.setup();
    render(
      <StrictMode>
        <Menu label="Models" />
      </StrictMode>,
    );
    await user.click(screen.getByRole('button', { name: 'Models' }));
    expect(await screen.findByRole('menu', { name: 'Models' })).toBeInTheDocument();
    // Stays open: the replayed click ran once.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('menu', { name: 'Models' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Models' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('an early arrow key is replayed once under StrictMode', async () => {
    const { Menu } = deferred();
    render(
      <StrictMode>
        <Menu label="Models" />
      </StrictMode>,
    );
    const placeholder = screen.getByRole('button', { name: 'Models' });
    placeholder.focus();
    fireEvent.keyDown(placeholder, { key: 'ArrowDown' });
    expect(await screen.findByRole('menu', { name: 'Models' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Models' })).toHaveFocus();
  });

  it('keyboard focus swaps the real trigger in and keeps the focus; an early arrow key is replayed', async () => {
    const { Menu } = deferred();
    render(<Menu label="Models" />);
    const placeholder = screen.getByRole('button', { name: 'Models' });
    placeholder.focus();
    fireEvent.keyDown(placeholder, { key: 'ArrowDown' });
    expect(await screen.findByRole('menu', { name: 'Models' })).toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Models' });
    expect(trigger).toHaveAttribute('data-real');
    expect(trigger).toHaveFocus();
  });

  it('pointing at the trigger only fetches the code', async () => {
    const { Menu, loads } = deferred();
    render(<Menu label="Models" />);
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Models' }));
    expect(loads()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(screen.getByRole('button', { name: 'Models' })).not.toHaveAttribute('data-real');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('lazyDialog', () => {
  it('loads the dialog the first time it opens and keeps it mounted after', async () => {
    let loads = 0;
    const Dialog = lazyDialog<{ open: boolean }>(() => {
      loads += 1;
      return Promise.resolve(({ open }: { open: boolean }) =>
        open ? <div role="dialog">Hi</div> : <p>closed</p>,
      );
    });
    const { rerender } = render(<Dialog open={false} />);
    expect(loads).toBe(0);
    expect(screen.queryByText('closed')).not.toBeInTheDocument();
    rerender(<Dialog open />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Hi');
    rerender(<Dialog open={false} />);
    await waitFor(() => expect(screen.getByText('closed')).toBeInTheDocument());
    expect(loads).toBe(1);
  });
});
