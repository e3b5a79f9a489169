import { Avatar as AvatarPrimitive } from 'radix-ui';
import { initialsOf } from '@/lib/initials';
import { cn } from '@/lib/utils';

interface AvatarProps {
  /** The person's display name: the initials fallback and, with `labelled`, the accessible name. */
  name: string;
  src?: string | null;
  className?: string;
  /** Name the avatar for screen readers (when no visible name sits beside it). */
  labelled?: boolean;
}

/** A round picture with an initials fallback (at most 2 letters) while it loads or fails. */
export function Avatar({ name, src, className, labelled = false }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? name : undefined}
      aria-hidden={labelled ? undefined : true}
      className={cn(
        'relative inline-flex size-10 shrink-0 overflow-hidden rounded-full bg-coral-100 select-none',
        className,
      )}
    >
      {src ? <AvatarPrimitive.Image src={src} alt="" className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback
        delayMs={src ? 400 : 0}
        className="flex size-full items-center justify-center bg-gradient-to-br from-coral-400 to-coral-600 font-display font-extrabold text-white"
      >
        {initialsOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
