import { messages } from '@pawprize/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { mount, preloadPage } from './mount';
import { MemoryRouter } from 'react-router';
import { pages } from './pages';

const { privacy: PrivacyPage, terms: TermsPage } = pages;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mount', () => {
  it('shows the red startup message when #root is missing', () => {
    expect(document.getElementById('root')).toBeNull();
    expect(mount(document)).toBeNull();
    const message = screen.getByRole('alert');
    expect(message).toHaveTextContent(messages.pages.startupFailed);
    expect(message.style.color).toBe('rgb(185, 28, 28)');
  });

  it("loads the address's page first, so it renders without a loading screen", async () => {
    const draw = (page: ReactNode) =>
      renderToString(
        <MemoryRouter>
          <Suspense fallback={<p>loading</p>}>{page}</Suspense>
        </MemoryRouter>,
      );
    // Not preloaded: the first render waits for the module.
    expect(draw(<TermsPage />)).toContain('<p>loading</p>');
    await preloadPage('/privacy');
    const html = draw(<PrivacyPage />);
    expect(html).not.toContain('<p>loading</p>');
    expect(html).toContain('Privacy Policy');
    // An address without a page module (a redirect) resolves at once.
    await expect(preloadPage('/profile')).resolves.toBeUndefined();
  });
});
