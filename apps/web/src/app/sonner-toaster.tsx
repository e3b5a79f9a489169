import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS } from '@pawprize/shared';
import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { toasterMounted } from '@/lib/toast';

/**
 * The app's toasts: 5 s, at most 3 at once (docs/product/site.md). Loaded after the first paint
 * (AppToaster in ./providers.tsx; docs/decisions/0042-first-paint.md); tests render it directly.
 * Its effect runs after sonner's `<Toaster>` has subscribed, so the toasts asked for meanwhile
 * (`@/lib/toast`) are not lost.
 */
export function SonnerToaster() {
  useEffect(() => toasterMounted(toast), []);
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
