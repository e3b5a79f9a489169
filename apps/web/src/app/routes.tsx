import { Navigate, type RouteObject } from 'react-router';
import { GuestOnly, RequireAuth } from '@/features/auth';
import * as Pages from './pages';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Every route (docs/product/site.md, Routes). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // Errors inside a page keep the navigation bar and footer around the failure screen.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Pages.HomePage /> },
          { path: 'landing', element: <Pages.HomePage /> },
          {
            element: <GuestOnly />,
            children: [
              { path: 'login', element: <Pages.LoginPage /> },
              { path: 'signup', element: <Pages.SignupPage /> },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              { path: 'upload', element: <Pages.UploadPage /> },
              { path: 'dashboard', element: <Pages.DashboardPage /> },
              { path: 'create', element: <Pages.CreateCaptionContestPage /> },
            ],
          },
          { path: 'forgot-password', element: <Pages.ForgotPasswordPage /> },
          { path: 'reset-password', element: <Pages.ResetPasswordPage /> },
          { path: 'verify-email', element: <Pages.VerifyEmailPage /> },
          { path: 'vote', element: <Pages.VotePage /> },
          { path: 'gallery', element: <Pages.GalleryPage /> },
          { path: 'gallery/:id', element: <Pages.PetDetailPage /> },
          { path: 'battle', element: <Pages.BattlePage /> },
          { path: 'leaderboard', element: <Pages.LeaderboardPage /> },
          { path: 'winners', element: <Pages.WinnersPage /> },
          { path: 'shop', element: <Pages.ShopPage /> },
          { path: 'blog', element: <Pages.BlogPage /> },
          { path: 'blog/:id', element: <Pages.BlogArticlePage /> },
          { path: 'contact', element: <Pages.ContactPage /> },
          { path: 'unsubscribe', element: <Pages.UnsubscribePage /> },
          { path: 'newsletter/confirm', element: <Pages.NewsletterConfirmPage /> },
          { path: 'mail/unsubscribe', element: <Pages.MailUnsubscribePage /> },
          { path: 'terms', element: <Pages.TermsPage /> },
          { path: 'privacy', element: <Pages.PrivacyPage /> },
          { path: 'about', element: <Pages.AboutPage /> },
          { path: 'integrity', element: <Pages.IntegrityPage /> },
          { path: 'profile', element: <Navigate to="/dashboard" replace /> },
          { path: 'captions', element: <Pages.CaptionsPage /> },
          { path: 'captions/:shareId', element: <Pages.CaptionContestPage /> },
          { path: 'admin/*', element: <Pages.AdminPage /> },
          { path: '*', element: <Pages.NotFoundPage /> },
        ],
      },
    ],
  },
];
