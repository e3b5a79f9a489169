import { type WinnersResponse, WinnersResponseSchema } from '@pawprize/shared/schemas/winners';
import { api } from '@/lib/api';

/** The last 6 months' winners (newest first) and the running month's leader. */
export function fetchWinners(signal?: AbortSignal): Promise<WinnersResponse> {
  return api.get('/winners', { schema: WinnersResponseSchema, signal });
}
