import { variants } from '@/lib/variants';

export const buttonVariants = variants(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-[color,background-color,box-shadow,transform] duration-150 select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:scale-[0.98] disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary:
          'bg-primary text-primary-foreground shadow-glow hover:bg-primary-hover hover:shadow-lifted',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-coral-200',
        accent: 'bg-accent text-accent-foreground shadow-soft hover:bg-teal-700',
        outline:
          'border border-input bg-card/70 text-plum-800 shadow-soft hover:border-coral-300 hover:bg-coral-50',
        ghost: 'text-plum-700 hover:bg-plum-800/5 hover:text-plum-900',
        link: 'rounded-md text-coral-700 underline-offset-4 hover:underline',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
      },
      size: {
        // Phones get 44 px touch targets (docs/product/touch-targets.md).
        sm: 'h-11 px-4 text-sm sm:h-9',
        md: 'h-11 px-5 text-sm',
        lg: 'h-12 px-7 text-base',
        icon: 'size-11 sm:size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);
