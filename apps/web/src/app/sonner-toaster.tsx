import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS } from '@pawprize/shared';
import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { toasterMounted } from '@/lib/toast';
import { useMediaQuery } from '@/lib/use-media-query';

/** Phones (below Tailwind's `sm`): toasts at the bottom, where no title or badge sits. */
export const PHONE_TOAST_QUERY = '(max-width: 639px)';

/** Above the phone's home indicator and browser bar. */
const PHONE_BOTTOM = 'calc(16px + env(safe-area-inset-bottom, 0px))';

/**
 * The app's toasts: 5 s, at most 3 at once (docs/product/site.md). On phones at the bottom, so
 * they cover no heading and no votes-left badge; from 640 px at the top right, under the
 * navigation bar, beside the page's title and badges (docs/decisions/0128-vote-moments.md). Loaded after the first paint (AppToaster in
 * ./providers.tsx; docs/decisions/0042-first-paint.md); tests render it directly. Its effect runs
 * after sonner's `<Toaster>` has subscribed, so the toasts asked for meanwhile (`@/lib/toast`)
 * are not lost.
 */
export function SonnerToaster() {
  useEffect(() => toasterMounted(toast), []);
  const phone = useMediaQuery(PHONE_TOAST_QUERY);
  return (
    <Toaster
      duration={TOAST_DURATION_MS}
      visibleToasts={MAX_VISIBLE_TOASTS}
      richColors
      closeButton
      position={phone ? 'bottom-center' : 'top-right'}
      offset={phone ? { bottom: PHONE_BOTTOM } : 80}
      mobileOffset={phone ? { bottom: PHONE_BOTTOM } : 72}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
