import { messages } from '@pawprize/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from '@/app/error-boundary';
import { RouteError } from '@/app/route-error';
import { allowConsoleErrors } from '@/test/console';
import { ErrorScreen } from './error-screen';

function Boom(): never {
  throw new Error('Kaboom: the treats ran out');
}

describe('ErrorScreen', () => {
  it('shows the heading, text, message and a Refresh Page button that reloads', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(<ErrorScreen error={new Error('Database on fire')} />);
    expect(screen.getByRole('heading', { name: messages.pages.errorHeading })).toBeVisible();
    expect(screen.getByText(messages.pages.errorText)).toBeVisible();
    expect(screen.getByText('Database on fire')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: messages.pages.refreshPage }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("says 'Unknown error' when nothing useful was thrown", () => {
    render(<ErrorScreen error={null} />);
    expect(screen.getByText(messages.pages.errorUnknown)).toBeVisible();
  });

  it('is the router errorElement for a page that throws', () => {
    allowConsoleErrors();
    const router = createMemoryRouter(
      [{ path: '/', element: <Boom />, errorElement: <RouteError /> }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: messages.pages.errorHeading })).toBeVisible();
    expect(screen.getByText('Kaboom: the treats ran out')).toBeVisible();
  });

  it('is shown by the top-level error boundary', () => {
    const errors = allowConsoleErrors();
    render(
      <AppErrorBoundary>
        <Boom />
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Kaboom: the treats ran out')).toBeVisible();
    expect(screen.getByRole('button', { name: messages.pages.refreshPage })).toBeVisible();
    expect(errors.length).toBeGreaterThan(0);
  });
});
