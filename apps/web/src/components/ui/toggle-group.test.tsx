import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ToggleGroup, ToggleGroupItem } from './toggle-group';

function Sort({ onChange = () => {} }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('b');
  return (
    <>
      <button type="button">before</button>
      <ToggleGroup
        type="single"
        value={value}
        onValueChange={(next) => {
          onChange(next);
          if (next) setValue(next);
        }}
        aria-label="Sort"
      >
        <ToggleGroupItem value="a">A</ToggleGroupItem>
        <ToggleGroupItem value="b">B</ToggleGroupItem>
        <ToggleGroupItem value="c">C</ToggleGroupItem>
      </ToggleGroup>
    </>
  );
}

// The markup and keys of Radix ToggleGroup type="single", which it replaced (ADR 0042).
describe('ToggleGroup', () => {
  it('is a radio group whose chosen item is the Tab stop; arrows, Home and End move the focus', async () => {
    const user = userEvent.setup();
    render(<Sort />);
    expect(screen.getByRole('radiogroup', { name: 'Sort' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'B' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'B' })).toHaveAttribute('data-state', 'on');
    expect(screen.getByRole('radio', { name: 'A' })).toHaveAttribute('data-state', 'off');

    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: 'B' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'C' })).toHaveFocus();
    // Moving the focus does not choose.
    expect(screen.getByRole('radio', { name: 'B' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'A' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'C' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('radio', { name: 'A' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('radio', { name: 'C' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('radio', { name: 'C' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'B' })).not.toBeChecked();
  });

  it("chooses on click and reports '' when the chosen item is pressed again", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Sort onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'A' }));
    expect(onChange).toHaveBeenLastCalledWith('a');
    expect(screen.getByRole('radio', { name: 'A' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'A' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('radio', { name: 'A' })).toBeChecked();
  });
});
