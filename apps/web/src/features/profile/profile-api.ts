import type { AvatarResult, Profile, UpdateProfileBody } from '@pawprize/shared/schemas/profile';
import { AVATAR_FIELD } from '@pawprize/shared/schemas/profile';
import { api } from '@/lib/api';

/** Only the fields sent change. */
export function updateProfile(changes: UpdateProfileBody): Promise<Profile> {
  return api.patch<Profile>('/profile', changes);
}

/** The server checks the content, resizes to 300×300 WebP and keeps the old avatar on failure. */
export function uploadAvatar(file: File): Promise<AvatarResult> {
  const form = new FormData();
  form.append(AVATAR_FIELD, file);
  return api.post<AvatarResult>('/profile/avatar', form);
}
