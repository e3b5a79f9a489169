import { blogArticles } from '@pawprize/shared/blog/articles';
import { PageHeader } from '@/components/page-header';
import { PageShell } from '@/components/page-shell';
import { BlogCard } from '@/features/blog';
import { NewsletterBox } from '@/features/newsletter';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function BlogPage() {
  useDocumentTitle('Blog');
  return (
    <PageShell>
      <PageHeader
        eyebrow="The PawPrize Blog"
        title="Blog"
        description="Practical pet-care articles: health, grooming, nutrition, play and taking better photos of your pet."
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {blogArticles.map((article) => (
          <li key={article.id}>
            <BlogCard article={article} />
          </li>
        ))}
      </ul>
      <NewsletterBox className="mt-16" />
    </PageShell>
  );
}
