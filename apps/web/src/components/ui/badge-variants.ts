import { variants } from '@/lib/variants';

export const badgeVariants = variants(
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide whitespace-nowrap [&_svg]:size-3.5',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground',
        soft: 'bg-coral-100 text-coral-800',
        accent: 'bg-teal-100 text-teal-700',
        sunny: 'bg-sunny-300 text-plum-900',
        outline: 'border border-border bg-card text-plum-700',
      },
    },
    defaultVariants: { variant: 'soft' },
  },
);
