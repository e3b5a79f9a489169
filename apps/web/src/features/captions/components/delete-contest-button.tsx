import { ConfirmDeleteButton } from '@/components/confirm-delete-button';
import { useDeleteContest } from '../hooks/use-delete-contest';
import type { CaptionContest } from '../types';

/** Owners and admins: Delete, after a confirmation; on success the user lands on the home page. */
export function DeleteContestButton({ contest }: { contest: CaptionContest }) {
  const remove = useDeleteContest(contest.shareId);
  return (
    <ConfirmDeleteButton
      title="Delete this caption contest?"
      description={
        <>
          {contest.petName}&apos;s photo, all {contest.captions.length} captions and their votes
          will be gone, and the shared link will stop working. This can&apos;t be undone.
        </>
      }
      confirmLabel="Delete contest"
      pending={remove.isPending}
      onConfirm={(done) => remove.mutate(undefined, { onSuccess: done })}
      className="text-destructive hover:bg-destructive/5 hover:text-destructive"
    />
  );
}
