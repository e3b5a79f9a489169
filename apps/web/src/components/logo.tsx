import { useId, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** The paw-print mark: four toe beans over a heart-ish pad, on a coral tile. */
export function LogoMark({ className, ...props }: ComponentProps<'svg'>) {
  const gradientId = useId();
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className={cn('size-9 shrink-0', className)}
      {...props}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#F7844F" />
          <stop offset="1" stopColor="#E2522A" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="18" fill={`url(#${gradientId})`} />
      <g fill="#FFF8F1">
        <ellipse cx="20" cy="24" rx="5.5" ry="7" transform="rotate(-18 20 24)" />
        <ellipse cx="29" cy="17" rx="5.5" ry="7.2" />
        <ellipse cx="39" cy="17" rx="5.5" ry="7.2" />
        <ellipse cx="47" cy="25" rx="5.5" ry="7" transform="rotate(18 47 25)" />
        <path d="M34 29c-6.5 0-14 8.4-14 14.3 0 4.4 3.4 6.7 7.4 6.7 2.7 0 4.4-1.3 6.6-1.3s3.9 1.3 6.6 1.3c4 0 7.4-2.3 7.4-6.7C48 37.4 40.5 29 34 29z" />
      </g>
    </svg>
  );
}

/**
 * Mark plus "PawPrize" wordmark. `compact`: the wordmark only for screen readers between the
 * tablet and desktop widths, where the navigation bar needs the room.
 */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span
        className={cn(
          'font-display text-xl font-extrabold tracking-tight text-plum-800',
          compact && 'md:max-lg:sr-only',
        )}
      >
        Paw<span className="text-coral-600">Prize</span>
      </span>
    </span>
  );
}
