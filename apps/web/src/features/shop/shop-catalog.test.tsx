import { messages } from '@pawprize/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, requestedPaths } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

/** The first render loads the page's lazy chunk, which can be slow on a busy machine. */
const slowPage = { timeout: 5000 };
import { testProducts } from './test-products';
import { findVisibleText } from '@/test/find-visible';

afterEach(() => vi.unstubAllGlobals());

/** A fake product API: filters the test products like the server does. */
function productApi() {
  return mockFetch(({ url }) => {
    if (url.pathname === '/api/products/featured') return json(200, { products: testProducts });
    const category = url.searchParams.get('category') ?? 'all';
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const products = testProducts.filter(
      (p) =>
        (category === 'all' || p.category === category) &&
        (!q || p.title.toLowerCase().includes(q) || p.description.toLowerCase().includes(q)),
    );
    return json(200, { products });
  });
}

const productHeadings = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('shop', () => {
  it('lists products with price, category and a Buy link that opens the store in a new tab', async () => {
    productApi();
    renderApp('/shop');
    expect(
      await screen.findByRole('heading', { name: 'Cozy Sherpa Pet Blanket' }, slowPage),
    ).toBeVisible();
    expect(screen.getByText('$34.99')).toBeVisible();
    const buy = screen.getByRole('link', {
      name: 'Buy Cozy Sherpa Pet Blanket (opens the store in a new tab)',
    });
    expect(buy).toHaveAttribute('href', 'https://store.example.com/products/p2');
    expect(buy).toHaveAttribute('target', '_blank');
    expect(buy).toHaveAttribute('rel', 'noopener noreferrer');
    const store = await screen.findByRole('link', { name: /visit our store/i });
    expect(store).toHaveAttribute('href', 'https://store.example.com');
    expect(store).toHaveAttribute('target', '_blank');
    await waitFor(() => expect(document.title).toBe('Shop · PawPrize'));
  });

  it('filters by category tab, in the request and the URL', async () => {
    const fetchMock = productApi();
    const { user, router } = renderApp('/shop');
    await screen.findByRole('heading', { name: 'Cozy Sherpa Pet Blanket' }, slowPage);
    await user.click(screen.getByRole('tab', { name: 'Grooming' }));
    await waitFor(() => expect(productHeadings()).toEqual(['Self-Cleaning Slicker Brush']));
    expect(requestedPaths(fetchMock)).toContain('/api/products?category=grooming');
    expect(router.state.location.search).toBe('?category=grooming');
    expect(screen.getByRole('tab', { name: 'Grooming' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Hair removal' })).toBeInTheDocument();
  });

  it('searches after a pause in typing, keeping the category, in the request and the URL', async () => {
    const fetchMock = productApi();
    const { user, router } = renderApp('/shop?category=toys');
    await screen.findByRole('heading', { name: 'Treat-Dispensing Puzzle Ball' }, slowPage);
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'puzzle');
    await waitFor(() => expect(router.state.location.search).toBe('?category=toys&q=puzzle'));
    await waitFor(() =>
      expect(requestedPaths(fetchMock)).toContain('/api/products?category=toys&q=puzzle'),
    );
    // Debounced: no request for the half-typed words.
    expect(requestedPaths(fetchMock).filter((path) => path.includes('q=p'))).toEqual([
      '/api/products?category=toys&q=puzzle',
    ]);
    expect(await screen.findByText('1 product for “puzzle”')).toBeInTheDocument();
  });

  it("shows 'No products found' and Clear filters resets the search and category", async () => {
    const fetchMock = productApi();
    const { user, router } = renderApp('/shop?category=food&q=zebra');
    await findVisibleText(messages.lists.noProducts, {}, slowPage);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('zebra');
    await user.click(screen.getByRole('button', { name: messages.lists.clearFilters }));
    await waitFor(() => expect(productHeadings()).toHaveLength(3));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(requestedPaths(fetchMock)).toContain('/api/products');
  });

  it('shows an error with a retry that loads the products again', async () => {
    let fail = true;
    mockFetch(({ url }) => {
      if (url.pathname === '/api/products/featured') return json(200, { products: testProducts });
      if (fail) return json(500, { code: 'INTERNAL', message: 'Database asleep' });
      return json(200, { products: testProducts });
    });
    const { user } = renderApp('/shop');
    const alert = await screen.findByRole('alert', {}, { timeout: 6000 });
    expect(within(alert).getByText(/couldn.t load the products/i)).toBeVisible();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Cozy Sherpa Pet Blanket' })).toBeVisible();
  });
});
