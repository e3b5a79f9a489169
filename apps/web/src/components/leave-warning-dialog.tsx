import { useState } from 'react';
import type { Blocker } from 'react-router';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

/**
 * The confirm dialog of a held navigation (docs/decisions/0033-leave-warning.md): "Stay on this
 * page" (focused first; Escape does the same) keeps the form as it is, "Leave" goes on.
 */
export function LeaveWarningDialog({ blocker }: { blocker: Blocker }) {
  // Closed at once on "Leave": the router may keep this page on screen while the next one loads.
  // Each held navigation is a new blocker object, so a later one asks again.
  const [left, setLeft] = useState<Blocker | null>(null);
  const blocked = blocker.state === 'blocked';

  return (
    <AlertDialog
      open={blocked && left !== blocker}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Leave this page?</AlertDialogTitle>
          <AlertDialogDescription>
            Your photo and what you typed have not been sent yet. If you leave now, they are lost.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Stay on this page</AlertDialogCancel>
          {/* A plain button: closing the dialog must not also reset the blocker. */}
          <Button
            type="button"
            variant="destructive"
            onClick={() => {
              setLeft(blocker);
              blocker.proceed?.();
            }}
          >
            Leave
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
