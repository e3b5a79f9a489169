import { href } from '@pawprize/shared/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { describeFailure } from '@/lib/form-errors';
import { petKeys } from '../api/keys';
import { deletePet } from '../api/pets-api';
import type { Pet } from '../types';

const DELETE_FAILED = 'Failed to delete the pet. Please try again.';

/**
 * Deletes a pet (owner or admin), then toasts and goes to the gallery. The deleted pet's own
 * query is dropped rather than refetched, so its page never flashes "not found" on the way out.
 */
export function useDeletePet() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (pet: Pet) => deletePet(pet.id),
    onSuccess: async (_data, pet) => {
      toast.success(`${pet.petName} was removed from the contest.`);
      await navigate(href('gallery'));
      const detail = petKeys.detail(pet.id);
      queryClient.removeQueries({ queryKey: detail, exact: true });
      await queryClient.invalidateQueries({ queryKey: petKeys.all });
    },
    onError: (error) => {
      const failure = describeFailure(error, DELETE_FAILED);
      toast.error(failure.title, { description: failure.description });
    },
  });
}
