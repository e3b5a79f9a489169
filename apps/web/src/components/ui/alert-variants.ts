import { variants } from '@/lib/variants';

export const alertVariants = variants(
  'flex gap-3 rounded-2xl border px-4 py-3 text-sm leading-relaxed [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0',
  {
    variants: {
      variant: {
        info: 'border-teal-200 bg-teal-50 text-teal-700 [&>svg]:text-teal-600',
        success: 'border-teal-200 bg-teal-50 text-teal-700 [&>svg]:text-teal-600',
        warning: 'border-sunny-300 bg-[#fff7e0] text-plum-800 [&>svg]:text-coral-600',
        error: 'border-destructive/25 bg-[#fdf0f1] text-[#8f1c29] [&>svg]:text-destructive',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);
