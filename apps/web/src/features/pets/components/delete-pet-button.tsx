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
import { useDeletePet } from '../hooks/use-delete-pet';
import type { Pet } from '../types';

/** Delete, after a confirmation; on success the user lands in the gallery. */
export function DeletePetButton({ pet, className }: { pet: Pet; className?: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeletePet();

  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="ghost" className={className}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {pet.petName}?</AlertDialogTitle>
          <AlertDialogDescription>
            This removes {pet.petName}&apos;s photo and all of its votes from the contest. It
            can&apos;t be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Keep it</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open while deleting. */}
          <Button
            type="button"
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(pet, { onSettled: (_data, error) => !error && setOpen(false) })
            }
          >
            {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />}
            {remove.isPending ? 'Deleting…' : 'Delete pet'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
