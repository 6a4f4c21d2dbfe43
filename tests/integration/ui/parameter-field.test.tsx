import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ParameterField } from '@/components/ui/parameter-field';
import { changeLanguage } from '@/lib/i18n';
import { prepareApp } from '../../helpers/render-app';

const GUIDANCE = { min: 0, max: 10, step: 0.1 };

function Field({ start = 3.5, onChange }: { start?: number; onChange?: (value: number) => void }) {
  const [value, setValue] = useState(start);
  return (
    <ParameterField
      label="Guidance"
      value={value}
      bounds={GUIDANCE}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('a parameter field in the interface language', () => {
  beforeAll(() => prepareApp());
  afterEach(() => changeLanguage('en'));

  it('writes the value as German does and reads a comma or a point', async () => {
    await changeLanguage('de');
    const changes: number[] = [];
    const user = userEvent.setup();
    render(<Field onChange={(value) => changes.push(value)} />);
    const field = screen.getByRole('spinbutton', { name: 'Guidance' });
    expect(field).toHaveValue('3,5');
    expect(field).toHaveAttribute('aria-valuetext', '3,5');
    expect(screen.getByRole('slider', { name: 'Guidance' })).toHaveAttribute('aria-valuetext', '3,5');

    await user.clear(field);
    await user.type(field, '4,2');
    expect(changes.at(-1)).toBe(4.2);
    await user.clear(field);
    await user.type(field, '6.7');
    expect(changes.at(-1)).toBe(6.7);
    await user.tab();
    expect(field).toHaveValue('6,7');
  });

  it('says the range when a number is outside it, and takes the nearest end on leaving', async () => {
    await changeLanguage('de');
    const user = userEvent.setup();
    render(<Field />);
    const field = screen.getByRole('spinbutton', { name: 'Guidance' });
    await user.clear(field);
    await user.type(field, '12');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Gib eine Zahl von 0 bis 10 ein.');
    await user.tab();
    expect(field).toHaveValue('10');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the value when what is typed is not a number', async () => {
    const changes: number[] = [];
    const user = userEvent.setup();
    render(<Field onChange={(value) => changes.push(value)} />);
    const field = screen.getByRole('spinbutton', { name: 'Guidance' });
    await user.clear(field);
    await user.type(field, 'abc');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a number from 0 to 10.');
    await user.tab();
    expect(field).toHaveValue('3.5');
    expect(changes).toEqual([]);
  });

  it('steps with the arrow keys and goes to the ends with Home and End', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const field = screen.getByRole('spinbutton', { name: 'Guidance' });
    await user.click(field);
    await user.keyboard('{ArrowUp}');
    expect(field).toHaveValue('3.6');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field).toHaveValue('3.4');
    await user.keyboard('{End}');
    expect(field).toHaveValue('10');
    await user.keyboard('{ArrowUp}');
    expect(field).toHaveValue('10');
    await user.keyboard('{Home}');
    expect(field).toHaveValue('0');
  });
});
