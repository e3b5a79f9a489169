import { ConfirmDeleteButton } from '@/components/confirm-delete-button';
import { useDeletePet } from '../hooks/use-delete-pet';
import type { Pet } from '../types';

/** Delete, after a confirmation; on success the user lands in the gallery. */
export function DeletePetButton({ pet, className }: { pet: Pet; className?: string }) {
  const remove = useDeletePet();
  return (
    <ConfirmDeleteButton
      title={`Delete ${pet.petName}?`}
      description={
        <>
          This removes {pet.petName}&apos;s photo and all of its votes from the contest. It
          can&apos;t be undone.
        </>
      }
      confirmLabel="Delete pet"
      pending={remove.isPending}
      onConfirm={(done) => remove.mutate(pet, { onSuccess: done })}
      className={className}
    />
  );
}
