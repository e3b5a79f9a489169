import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface ConfirmDeleteButtonProps {
  title: string;
  description: ReactNode;
  /** The dialog's delete button, e.g. 'Delete pet'. */
  confirmLabel: string;
  pending: boolean;
  /** Starts the deletion; call `done` once it succeeded (the dialog then closes). */
  onConfirm: (done: () => void) => void;
  className?: string;
  /** The trigger's text ('Delete' unless told) and, where several sit together, its full name. */
  triggerLabel?: string;
  triggerAriaLabel?: string;
}

/** A "Delete" button that asks first; the dialog stays open (and cannot close) while deleting. */
export function ConfirmDeleteButton({
  title,
  description,
  confirmLabel,
  pending,
  onConfirm,
  className,
  triggerLabel = 'Delete',
  triggerAriaLabel,
}: ConfirmDeleteButtonProps) {
  const [open, setOpen] = useState(false);

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="ghost" className={className} aria-label={triggerAriaLabel}>
          <Trash2 aria-hidden="true" />
          {triggerLabel}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Keep it</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open while deleting. */}
          <Button
            type="button"
            variant="destructive"
            disabled={pending}
            onClick={() => onConfirm(() => setOpen(false))}
          >
            {pending ? <Spinner /> : <Trash2 aria-hidden="true" />}
            {pending ? 'Deleting…' : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
