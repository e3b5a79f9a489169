export { AVATAR_HINT, AvatarUpload } from './components/avatar-upload';
export { ProfileDetailsForm } from './components/profile-details-form';
export { ProfileHeader } from './components/profile-header';
export { WelcomeCard } from './components/welcome-card';
