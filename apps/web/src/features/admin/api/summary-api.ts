import type { AdminSummary } from '@pawprize/shared/schemas/admin';
import { api } from '@/lib/api';

/** `GET /api/admin/summary`: what waits for an admin (the menu badge). Types only: first bundle. */
export function fetchSummary(signal?: AbortSignal): Promise<AdminSummary> {
  return api.get<AdminSummary>('/admin/summary', { signal });
}
