import type { VariantProps } from '@/lib/variants';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { alertVariants } from './alert-variants';

export interface AlertProps extends ComponentProps<'div'>, VariantProps<typeof alertVariants> {}

/** A boxed message inside a page (icon first, then text). Pass `role="alert"` for errors. */
export function Alert({ className, variant, ...props }: AlertProps) {
  return <div className={cn(alertVariants({ variant }), className)} {...props} />;
}

export function AlertTitle({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('font-semibold', className)} {...props} />;
}
