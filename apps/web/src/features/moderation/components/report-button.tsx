import { messages } from '@pawprize/shared';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogTrigger } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import type { ReportTarget } from '../report-rules';
import { ReportDialogContent } from './report-dialog';

interface ReportButtonProps {
  target: ReportTarget;
  /** 'text' shows "Report"; 'icon' is a small flag named after the item (cards, captions). */
  variant?: 'text' | 'icon';
  className?: string;
}

function accessibleName({ subjectType, label }: ReportTarget): string {
  return subjectType === 'caption' ? `Report caption “${label}”` : `Report ${label}`;
}

/** The Report action (pet page, battle cards, caption contests and user captions). */
export function ReportButton({ target, variant = 'text', className }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {variant === 'icon' ? (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={accessibleName(target)}
            title={messages.moderation.report}
            className={cn('size-9 text-plum-500 hover:text-coral-700', className)}
          >
            <Flag aria-hidden="true" />
          </Button>
        ) : (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={accessibleName(target)}
            className={cn('text-plum-600 hover:text-coral-700', className)}
          >
            <Flag aria-hidden="true" />
            {messages.moderation.report}
          </Button>
        )}
      </DialogTrigger>
      {/* Mounted only while open, so each opening starts with an empty form. */}
      {open ? <ReportDialogContent target={target} onDone={() => setOpen(false)} /> : null}
    </Dialog>
  );
}
