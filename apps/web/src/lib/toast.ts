import { useSyncExternalStore } from 'react';
import type { toast as sonnerToast } from 'sonner';

/**
 * `toast.success(…)`, `toast.error(…)`, `toast.info(…)`, `toast(…)`, `toast.dismiss(…)` as in
 * sonner, without sonner in the code a page needs for its first paint
 * (docs/decisions/0042-first-paint.md): the app's toaster (`app/providers.tsx`, AppToaster)
 * loads sonner once the page is idle, or at the first toast if that comes sooner; the toasts
 * asked for meanwhile are shown, in order, as soon as it listens. After that every call goes
 * straight to sonner.
 */
type Sonner = typeof sonnerToast;
type Kind = 'message' | 'success' | 'error' | 'info';
type Args = Parameters<Sonner['success']>;

let sonner: Sonner | null = null;
let mountedToasters = 0;
let requested = false;
let queue: { kind: Kind; args: Args }[] = [];
const listeners = new Set<() => void>();

function show(kind: Kind, args: Args): void {
  if (sonner && mountedToasters > 0) {
    if (kind === 'message') sonner(...args);
    else sonner[kind](...args);
    return;
  }
  queue.push({ kind, args });
  requestToaster();
}

/** Asks the app's toaster to load sonner and mount (once). */
export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function flush(): void {
  const pending = queue;
  queue = [];
  for (const { kind, args } of pending) show(kind, args);
}

export const toast = Object.assign((...args: Args): void => show('message', args), {
  success: (...args: Args): void => show('success', args),
  error: (...args: Args): void => show('error', args),
  info: (...args: Args): void => show('info', args),
  /** One toast by id, or all of them (also those still waiting for the toaster). */
  dismiss(id?: string | number): void {
    queue = id === undefined ? [] : queue.filter((t) => t.args[1]?.id !== id);
    sonner?.dismiss(id);
  },
});

/** Whether the toaster has been asked for: the app's toaster loads sonner from then on. */
export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}

/**
 * Called by the app's toaster once sonner's `<Toaster>` listens (after its own effect has
 * subscribed); returns the call for its unmount.
 */
export function toasterMounted(loaded: Sonner): () => void {
  sonner = loaded;
  mountedToasters += 1;
  flush();
  return () => {
    mountedToasters -= 1;
  };
}
