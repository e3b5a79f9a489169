/** One block of an article body: a heading, a paragraph or a bullet list (rendered as plain text). */
export type BlogBlock = { type: 'h2' | 'p'; text: string } | { type: 'ul'; items: string[] };

/** What an article file declares; `readTime` is derived from the word count. */
export interface BlogArticleContent {
  /** URL slug: `/blog/<id>`. */
  id: string;
  title: string;
  excerpt: string;
  /** Site-relative header image (`/blog/<id>.jpg`), credited in `apps/web/public/blog/CREDITS.md`. */
  imageUrl: string;
  imageAlt: string;
  category: string;
  body: BlogBlock[];
}

export interface BlogArticle extends BlogArticleContent {
  /** e.g. '4 min read'. */
  readTime: string;
}

/** Words in the body (headings, paragraphs and list items). */
export function blogWordCount(article: Pick<BlogArticleContent, 'body'>): number {
  const texts = article.body.flatMap((block) => (block.type === 'ul' ? block.items : [block.text]));
  return texts.join(' ').split(/\s+/).filter(Boolean).length;
}

/** Reading time at about 200 words a minute, at least one minute. */
export function readTimeFor(words: number): string {
  return `${Math.max(1, Math.round(words / 200))} min read`;
}
