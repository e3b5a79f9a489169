import { messages } from '@pawprize/shared';
import { blogArticles } from '@pawprize/shared/blog/articles';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';

/** The first render loads the page's lazy chunk, which can be slow on a busy machine. */
const slowPage = { timeout: 5000 };

const article = blogArticles[0]!;

describe('blog', () => {
  it('lists the six articles with Read More links and a newsletter box', async () => {
    renderApp('/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' }, slowPage)).toBeVisible();
    const links = screen.getAllByRole('link', { name: /^Read More/ });
    expect(links).toHaveLength(6);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      blogArticles.map((a) => `/blog/${a.id}`),
    );
    expect(screen.getByRole('link', { name: `Read More: ${article.title}` })).toBeVisible();
    const card = screen.getByRole('heading', { level: 2, name: article.title }).closest('article')!;
    expect(within(card).getByText(article.category)).toBeVisible();
    expect(within(card).getByText(article.readTime)).toBeVisible();
    expect(within(card).getByRole('img', { name: article.imageAlt })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  });

  it('shows an article with its headings, a newsletter box and a way back', async () => {
    const { user, router } = renderApp(`/blog/${article.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: article.title }, slowPage),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${article.title} · PawPrize`));
    for (const block of article.body) {
      if (block.type === 'h2') {
        expect(screen.getByRole('heading', { level: 2, name: block.text })).toBeInTheDocument();
      }
    }
    expect(screen.getByRole('img', { name: article.imageAlt })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: messages.blog.backToBlog }));
    expect(router.state.location.pathname).toBe('/blog');
  });

  it('shows a not-found state for an unknown article', async () => {
    renderApp('/blog/no-such-article');
    expect(
      await screen.findByRole('heading', { level: 1, name: messages.blog.notFound }, slowPage),
    ).toBeVisible();
    expect(screen.getByText(messages.blog.notFoundText)).toBeVisible();
    expect(screen.getByRole('link', { name: messages.blog.backToBlog })).toHaveAttribute(
      'href',
      '/blog',
    );
    await waitFor(() => expect(document.title).toBe(`${messages.blog.notFound} · PawPrize`));
  });
});
