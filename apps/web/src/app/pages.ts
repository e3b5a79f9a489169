import { lazyPage } from '@/lib/lazy-page';

/**
 * Page modules loaded on demand: the first bundle holds only the shell, and each route loads its
 * own page (home included) and what it uses (ADR 0040).
 */
export const AboutPage = lazyPage(() => import('@/pages/about'));
export const AdminPage = lazyPage(() => import('@/pages/admin'));
export const BattlePage = lazyPage(() => import('@/pages/battle'));
export const BlogPage = lazyPage(() => import('@/pages/blog'));
export const BlogArticlePage = lazyPage(() => import('@/pages/blog-article'));
export const CaptionContestPage = lazyPage(() => import('@/pages/caption-contest'));
export const CaptionsPage = lazyPage(() => import('@/pages/captions'));
export const ContactPage = lazyPage(() => import('@/pages/contact'));
export const MailUnsubscribePage = lazyPage(() => import('@/pages/mail-unsubscribe'));
export const CreateCaptionContestPage = lazyPage(() => import('@/pages/create-caption-contest'));
export const DashboardPage = lazyPage(() => import('@/pages/dashboard'));
export const ForgotPasswordPage = lazyPage(() => import('@/pages/forgot-password'));
export const HomePage = lazyPage(() => import('@/pages/home'));
export const GalleryPage = lazyPage(() => import('@/pages/gallery'));
export const IntegrityPage = lazyPage(() => import('@/pages/integrity'));
export const LeaderboardPage = lazyPage(() => import('@/pages/leaderboard'));
export const LoginPage = lazyPage(() => import('@/pages/login'));
/** Any address no page matches (ADR 0042: not part of every first paint). */
export const NotFoundPage = lazyPage(() => import('@/pages/not-found'));
export const PetDetailPage = lazyPage(() => import('@/pages/pet-detail'));
export const PrivacyPage = lazyPage(() => import('@/pages/privacy'));
export const NewsletterConfirmPage = lazyPage(() => import('@/pages/newsletter-confirm'));
export const ResetPasswordPage = lazyPage(() => import('@/pages/reset-password'));
export const ShopPage = lazyPage(() => import('@/pages/shop'));
export const SignupPage = lazyPage(() => import('@/pages/signup'));
export const TermsPage = lazyPage(() => import('@/pages/terms'));
export const UnsubscribePage = lazyPage(() => import('@/pages/unsubscribe'));
export const VerifyEmailPage = lazyPage(() => import('@/pages/verify-email'));
export const UploadPage = lazyPage(() => import('@/pages/upload'));
export const VotePage = lazyPage(() => import('@/pages/vote'));
export const WinnersPage = lazyPage(() => import('@/pages/winners'));
