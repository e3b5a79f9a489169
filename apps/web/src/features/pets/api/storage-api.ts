import { api } from '@/lib/api';
import type { StorageStatus } from '../types';

/** `GET /api/storage/status`: whether pet photos can be stored right now. */
export function storageStatus(signal?: AbortSignal): Promise<StorageStatus> {
  return api.get<StorageStatus>('/storage/status', { signal });
}

/** `POST /api/storage/init`: prepares the photo store (503 when it cannot). */
export function initStorage(): Promise<StorageStatus> {
  return api.post<StorageStatus>('/storage/init');
}
