/** Profiles. */
export { profileRoutes } from './profiles.routes.ts';
export { avatarKeyOf } from './profiles.service.ts';
