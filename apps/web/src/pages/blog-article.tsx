import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { blogArticles, getBlogArticle } from '@pawprize/shared/blog/articles';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageShell } from '@/components/page-shell';
import { ArticleBody, ArticleHeader, ArticleNotFound, MoreArticles } from '@/features/blog';
import { NewsletterBox } from '@/features/newsletter';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The three articles after `id` in the blog's order, wrapping around. */
function articlesAfter(id: string) {
  const start = blogArticles.findIndex((article) => article.id === id);
  return [1, 2, 3].map((offset) => blogArticles[(start + offset) % blogArticles.length]!);
}

export default function BlogArticlePage() {
  const { id = '' } = useParams();
  const article = getBlogArticle(id);
  useDocumentTitle(article?.title ?? messages.blog.notFound);

  if (!article) {
    return (
      <PageShell>
        <ArticleNotFound />
      </PageShell>
    );
  }

  return (
    <PageShell className="pt-8 sm:pt-10">
      <Link
        to={href('blog')}
        className="inline-flex min-h-11 items-center gap-2 rounded-full text-sm font-semibold text-coral-700 transition-colors hover:text-coral-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {messages.blog.backToBlog}
      </Link>
      <article className="mt-8">
        <ArticleHeader article={article} />
        <ArticleBody body={article.body} className="mx-auto mt-14 sm:mt-20" />
      </article>
      <NewsletterBox
        layout="stacked"
        className="mx-auto mt-16 max-w-prose"
        title="Enjoyed this article?"
        description="Get new pet-care articles and contest news by email. Your welcome email brings a code for 10% off your next order."
      />
      <div className="mt-20">
        <MoreArticles articles={articlesAfter(article.id)} />
      </div>
    </PageShell>
  );
}
