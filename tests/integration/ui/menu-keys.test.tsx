import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { enterMenu, moveInMenu } from '@/lib/menu-keys';

/** A button and the list it opens, wired as the account menu is. */
function Menu() {
  const items = useRef<HTMLDivElement>(null);
  return (
    <>
      <button type="button" onKeyDown={(event) => enterMenu(event, items.current)}>
        Open
      </button>
      <div ref={items} onKeyDown={moveInMenu}>
        {['Plugins', 'Settings', 'Themes', 'Disabled', 'Help', 'Log out'].map((name) => (
          <button key={name} type="button" data-menu-item="" disabled={name === 'Disabled'}>
            {name}
          </button>
        ))}
      </div>
    </>
  );
}

const item = (name: string) => screen.getByRole('button', { name });

describe('menu keys (issue #45)', () => {
  it('moves with the arrows round the ends, Home, End and a typed letter, past disabled items', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    item('Open').focus();
    await user.keyboard('{ArrowUp}');
    expect(item('Log out')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Plugins')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Log out')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Plugins')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(item('Help')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Log out')).toHaveFocus();
    await user.keyboard('t');
    expect(item('Themes')).toHaveFocus();
    await user.keyboard('h');
    expect(item('Help')).toHaveFocus();
    // A letter no item starts with, and a shortcut, leave the focus where it is.
    await user.keyboard('x{Control>}p{/Control}');
    expect(item('Help')).toHaveFocus();
  });
});
