import { Trash2 } from 'lucide-react';
import { useState } from 'react';
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
import { useDeleteContest } from '../hooks/use-delete-contest';
import type { CaptionContest } from '../types';

/** Owners and admins: Delete, after a confirmation; on success the user lands on the home page. */
export function DeleteContestButton({ contest }: { contest: CaptionContest }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteContest(contest.shareId);

  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          className="text-destructive hover:bg-destructive/5 hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this caption contest?</AlertDialogTitle>
          <AlertDialogDescription>
            {contest.petName}&apos;s photo, all {contest.captions.length} captions and their votes
            will be gone, and the shared link will stop working. This can&apos;t be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Keep it</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open while deleting. */}
          <Button
            type="button"
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSettled: (_d, e) => !e && setOpen(false) })}
          >
            {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />}
            {remove.isPending ? 'Deleting…' : 'Delete contest'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
