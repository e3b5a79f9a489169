import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

// `asChild` merges props as Radix Slot did (ADR 0042).
describe('Button asChild', () => {
  it('styles the child, keeps its own props, runs both click handlers (the child’s first) and sets both refs', async () => {
    const calls: string[] = [];
    const buttonRef = createRef<HTMLAnchorElement>();
    const childRef = vi.fn();
    render(
      <Button
        asChild
        variant="outline"
        ref={buttonRef as never}
        className="extra"
        title="from button"
        onClick={() => calls.push('button')}
      >
        <a
          href="/x"
          ref={childRef}
          className="own"
          title="from child"
          onClick={(event) => {
            event.preventDefault();
            calls.push('child');
          }}
        >
          Go
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link).toHaveClass('rounded-full', 'border', 'extra', 'own');
    expect(link).toHaveAttribute('title', 'from child');
    expect(link).toHaveAttribute('href', '/x');
    await userEvent.setup().click(link);
    expect(calls).toEqual(['child', 'button']);
    expect(buttonRef.current).toBe(link);
    expect(childRef).toHaveBeenCalledWith(link);
  });

  it('is a plain button without asChild', () => {
    render(<Button size="sm">Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveClass(
      'h-11',
      'sm:h-9',
      'bg-primary',
    );
  });
});
