import type { IntegrityTotals, PetReceipt, RoundReceipts } from '@pawprize/shared/schemas/receipts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The public receipts (docs/product/integrity.md): figures only, cacheable. */

export const receiptKeys = {
  all: ['receipts'] as const,
  pet: (id: string) => [...receiptKeys.all, 'pet', id] as const,
  rounds: () => [...receiptKeys.all, 'rounds'] as const,
  totals: () => [...receiptKeys.all, 'totals'] as const,
};

export function getPetReceipt(id: string, signal?: AbortSignal): Promise<PetReceipt> {
  return api.get<PetReceipt>(`/pets/${encodeURIComponent(id)}/receipt`, { signal });
}

/** A pet's receipt, loaded only while `enabled` (the panel is open). */
export function usePetReceipt(id: string, enabled: boolean) {
  return useQuery({
    queryKey: receiptKeys.pet(id),
    queryFn: ({ signal }) => getPetReceipt(id, signal),
    enabled,
  });
}

export function useRoundReceipts() {
  return useQuery({
    queryKey: receiptKeys.rounds(),
    queryFn: ({ signal }) => api.get<RoundReceipts>('/receipts/rounds', { signal }),
  });
}

export function useIntegrityTotals() {
  return useQuery({
    queryKey: receiptKeys.totals(),
    queryFn: ({ signal }) => api.get<IntegrityTotals>('/integrity', { signal }),
  });
}
