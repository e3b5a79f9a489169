import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS } from '@pawprize/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { AuthProvider } from '@/features/auth';

/** The app's toasts: 5 s, at most 3 at once (docs/product/site.md). */
export function AppToaster() {
  return (
    <Toaster
      duration={TOAST_DURATION_MS}
      visibleToasts={MAX_VISIBLE_TOASTS}
      richColors
      closeButton
      position="top-center"
      offset={80}
      mobileOffset={72}
      toastOptions={{ className: 'font-sans' }}
    />
  );
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
