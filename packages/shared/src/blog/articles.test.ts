import { describe, expect, it } from 'vitest';
import { blogArticles, getBlogArticle } from './articles.ts';
import { blogWordCount } from './types.ts';

describe('blog articles', () => {
  it('has six articles with unique slug ids', () => {
    expect(blogArticles).toHaveLength(6);
    const ids = blogArticles.map((a) => a.id);
    expect(new Set(ids).size).toBe(6);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(blogArticles.map((a) => [a.id, a] as const))(
    '%s has 400-800 words and every listed field',
    (_id, article) => {
      const words = blogWordCount(article);
      expect(words).toBeGreaterThanOrEqual(400);
      expect(words).toBeLessThanOrEqual(800);
      expect(article.title.length).toBeGreaterThan(0);
      expect(article.excerpt.length).toBeGreaterThan(0);
      expect(article.category.length).toBeGreaterThan(0);
      expect(article.imageAlt.length).toBeGreaterThan(0);
      expect(article.imageUrl).toBe(`/blog/${article.id}.jpg`);
      expect(article.readTime).toMatch(/^\d+ min read$/);
      expect(article.body.some((block) => block.type === 'h2')).toBe(true);
      for (const block of article.body) {
        if (block.type === 'ul') expect(block.items.length).toBeGreaterThan(0);
        else expect(block.text.trim()).not.toBe('');
      }
    },
  );

  it('finds an article by id and nothing for unknown ids', () => {
    expect(getBlogArticle('summer-heat-safety')?.title).toBe(
      'Keeping Your Dog Safe in Summer Heat',
    );
    expect(getBlogArticle('nope')).toBeUndefined();
  });
});
