import type { ReportBody } from '@pawprize/shared/schemas/moderation';
import { api } from '@/lib/api';

/** `POST /api/reports`: one report per reporter (account or visitor) per item. */
export async function sendReport(body: ReportBody): Promise<void> {
  await api.post<{ ok: true }>('/reports', body);
}
