import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

describe('Pager', () => {
  it('draws nothing for a single page', () => {
    const { container } = render(<Pager page={1} pageCount={1} onPage={vi.fn()} label="Pages" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is a navigation named by its label, with the page and the page count', () => {
    render(<Pager page={2} pageCount={3} onPage={vi.fn()} label="My Caption Contests pages" />);
    const nav = screen.getByRole('navigation', { name: 'My Caption Contests pages' });
    expect(nav).toHaveTextContent('Page 2 of 3');
  });

  it('goes to the previous and the next page', async () => {
    const onPage = vi.fn();
    const user = userEvent.setup();
    render(<Pager page={2} pageCount={3} onPage={onPage} label="Pages" />);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pager page={1} pageCount={2} onPage={vi.fn()} label="Pages" />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pager page={2} pageCount={2} onPage={vi.fn()} label="Pages" />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
