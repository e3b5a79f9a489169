import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { ArrowLeft, BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** `/blog/<unknown id>`. */
export function ArticleNotFound() {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-coral-100 text-coral-700">
        <BookOpen aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-4xl font-extrabold sm:text-5xl">{messages.blog.notFound}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{messages.blog.notFoundText}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to={href('blog')}>
          <ArrowLeft aria-hidden="true" />
          {messages.blog.backToBlog}
        </Link>
      </Button>
    </div>
  );
}
