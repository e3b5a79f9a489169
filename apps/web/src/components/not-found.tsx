import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { Bone, Home, PawPrint } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * The "page not found" screen: the router's catch-all page and the admin console's unknown
 * sections.
 */
export function NotFound() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto flex min-h-[65vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <div aria-hidden="true" className="relative mb-8 h-36 w-56">
        <span className="absolute inset-x-6 bottom-0 h-4 rounded-[50%] bg-plum-800/10 blur-sm" />
        <div className="absolute inset-x-10 top-2 flex h-28 items-center justify-center rounded-3xl bg-gradient-to-br from-coral-100 to-coral-200 shadow-soft">
          <span className="font-display text-6xl font-black text-coral-600">4</span>
          <Bone className="mx-1 size-12 -rotate-12 text-plum-700 motion-safe:animate-float" />
          <span className="font-display text-6xl font-black text-coral-600">4</span>
        </div>
        <PawPrint className="absolute top-0 -left-1 size-7 -rotate-20 text-coral-300" />
        <PawPrint className="absolute -right-1 bottom-6 size-6 rotate-12 text-teal-300" />
      </div>
      <h1 className="text-4xl font-extrabold sm:text-5xl">{messages.pages.notFoundHeading}</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        This page seems to have wandered off chasing a squirrel. Let&apos;s get you back to the
        contest.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to={href('home')}>
          <Home aria-hidden="true" />
          {messages.pages.returnHome}
        </Link>
      </Button>
    </div>
  );
}
