import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BrandPanel, type BrandPoint } from './brand-panel';

interface AuthLayoutProps {
  /** The page's h1 (also the document title unless `documentTitle` is given). */
  title: string;
  documentTitle?: string;
  description: ReactNode;
  icon: LucideIcon;
  brand: { headline: string; points: BrandPoint[] };
  /** Notices above the form (e.g. an expired verification link). */
  notice?: ReactNode;
  /** Links under the card ("New here? Sign up"). */
  footer?: ReactNode;
  children: ReactNode;
}

/** Split layout of the account pages: brand panel beside the form on desktop, form only on phones. */
export function AuthLayout({
  title,
  documentTitle,
  description,
  icon: Icon,
  brand,
  notice,
  footer,
  children,
}: AuthLayoutProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[32rem] bg-gradient-to-b from-coral-50 to-transparent"
      />
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-8 sm:px-6 sm:py-14 lg:grid-cols-2 lg:gap-14 lg:py-16">
        <BrandPanel {...brand} className="hidden lg:flex" />
        <div className="flex items-center justify-center">
          <div className="w-full max-w-md animate-fade-in">
            <Card className="p-6 sm:p-8">
              <span className="flex size-12 items-center justify-center rounded-2xl bg-coral-100 text-coral-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h1 className="mt-5 text-3xl font-extrabold tracking-tight">{title}</h1>
              <p className="mt-2 text-muted-foreground">{description}</p>
              {notice ? <div className="mt-5">{notice}</div> : null}
              <div className="mt-6">{children}</div>
            </Card>
            {footer ? (
              <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
