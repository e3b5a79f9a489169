import type { ComplimentBody, ComplimentResult } from '@pawprize/shared/schemas/ai';
import { api } from '@/lib/api';

/** `POST /api/ai/compliment` (docs/product/ai.md): a short compliment for one pet. */
export async function fetchCompliment(body: ComplimentBody): Promise<string> {
  const { compliment } = await api.post<ComplimentResult>('/ai/compliment', body);
  return compliment;
}
