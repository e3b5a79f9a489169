import { PageLoader } from '@/components/page-loader';
import { AdminConsole } from '@/features/admin/components';
import { useAuth } from '@/features/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import NotFoundPage from './not-found';

/**
 * /admin: admins get the console; everyone else the 404 page, as if it did not exist
 * (the API answers them 403 anyway).
 */
export default function AdminPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoader />;
  if (!user?.isAdmin) return <NotFoundPage />;
  return <AdminTitled />;
}

function AdminTitled() {
  useDocumentTitle('Admin');
  return <AdminConsole />;
}
