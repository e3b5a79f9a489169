import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { AuthProvider } from '@/features/auth';
import { requestToaster, useToasterRequested } from '@/lib/toast';

/** How long after the first render the toaster loads at the latest (when the page never idles). */
const TOASTER_IDLE_TIMEOUT_MS = 3000;

/**
 * The app's toaster (./sonner-toaster.tsx), loaded once the first page has painted and the
 * browser is idle, or at the first toast (`@/lib/toast`) if that comes sooner: sonner is not part
 * of the code a page needs for its first paint (docs/decisions/0042-first-paint.md), and its live
 * region is in place before the toasts that follow a user's action.
 */
export function AppToaster() {
  const requested = useToasterRequested();
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(requestToaster, {
        timeout: TOASTER_IDLE_TIMEOUT_MS,
      });
      return () => window.cancelIdleCallback(idle);
    }
    const timer = window.setTimeout(requestToaster, TOASTER_IDLE_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!requested || Toaster) return;
    let live = true;
    void import('./sonner-toaster').then(
      (m) => {
        if (live) setToaster(() => m.SonnerToaster);
      },
      // Offline, or a deploy replaced the chunk: the toasts wait; the next page load retries.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [requested, Toaster]);
  return Toaster ? <Toaster /> : null;
}

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <AppToaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
