import { lazy } from 'react';

/**
 * Page modules loaded on demand: the first bundle holds only the shell, and each route loads its
 * own page (home included) and what it uses (ADR 0040).
 */
export const AboutPage = lazy(() => import('@/pages/about'));
export const AdminPage = lazy(() => import('@/pages/admin'));
export const BattlePage = lazy(() => import('@/pages/battle'));
export const BlogPage = lazy(() => import('@/pages/blog'));
export const BlogArticlePage = lazy(() => import('@/pages/blog-article'));
export const CaptionContestPage = lazy(() => import('@/pages/caption-contest'));
export const CaptionsPage = lazy(() => import('@/pages/captions'));
export const ContactPage = lazy(() => import('@/pages/contact'));
export const MailUnsubscribePage = lazy(() => import('@/pages/mail-unsubscribe'));
export const CreateCaptionContestPage = lazy(() => import('@/pages/create-caption-contest'));
export const DashboardPage = lazy(() => import('@/pages/dashboard'));
export const ForgotPasswordPage = lazy(() => import('@/pages/forgot-password'));
export const HomePage = lazy(() => import('@/pages/home'));
export const GalleryPage = lazy(() => import('@/pages/gallery'));
export const IntegrityPage = lazy(() => import('@/pages/integrity'));
export const LeaderboardPage = lazy(() => import('@/pages/leaderboard'));
export const LoginPage = lazy(() => import('@/pages/login'));
/** Any address no page matches (ADR 0042: not part of every first paint). */
export const NotFoundPage = lazy(() => import('@/pages/not-found'));
export const PetDetailPage = lazy(() => import('@/pages/pet-detail'));
export const PrivacyPage = lazy(() => import('@/pages/privacy'));
export const ResetPasswordPage = lazy(() => import('@/pages/reset-password'));
export const ShopPage = lazy(() => import('@/pages/shop'));
export const SignupPage = lazy(() => import('@/pages/signup'));
export const TermsPage = lazy(() => import('@/pages/terms'));
export const UnsubscribePage = lazy(() => import('@/pages/unsubscribe'));
export const UploadPage = lazy(() => import('@/pages/upload'));
export const VotePage = lazy(() => import('@/pages/vote'));
export const WinnersPage = lazy(() => import('@/pages/winners'));
