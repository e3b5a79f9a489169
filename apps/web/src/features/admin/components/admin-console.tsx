import { Route, Routes, useParams } from 'react-router';
import { NotFound } from '@/components/not-found';
import { AdminContestEditor, AdminContestsPanel } from '@/features/contests/components';
import { AdminLayout } from './admin-layout';
import { AuditPanel } from './audit-panel';
import { BackupsPanel } from './backups-panel';
import { FindingDetailPanel } from './finding-detail-panel';
import { FraudPanel } from './fraud-panel';
import { InboxPanel } from './inbox-panel';
import { NewsletterPanel } from './newsletter-panel';
import { QueuePanel } from './queue-panel';
import { UserDetailPanel } from './user-detail-panel';
import { UsersPanel } from './users-panel';

function UserDetailRoute() {
  const { id = '' } = useParams();
  return <UserDetailPanel key={id} userId={id} />;
}

function ContestRoute() {
  const { id = '' } = useParams();
  return <AdminContestEditor key={id} id={id} />;
}

function FindingRoute() {
  const { id = '' } = useParams();
  return <FindingDetailPanel key={id} findingId={id} />;
}

/** The console's sections under /admin (docs/decisions/0063-admin-console.md). */
export function AdminConsole() {
  return (
    <AdminLayout>
      <Routes>
        <Route index element={<QueuePanel />} />
        <Route path="users" element={<UsersPanel />} />
        <Route path="users/:id" element={<UserDetailRoute />} />
        <Route path="inbox" element={<InboxPanel />} />
        <Route path="newsletter" element={<NewsletterPanel />} />
        <Route path="fraud" element={<FraudPanel />} />
        <Route path="fraud/:id" element={<FindingRoute />} />
        <Route path="contests" element={<AdminContestsPanel />} />
        <Route path="contests/new" element={<AdminContestEditor id={null} />} />
        <Route path="contests/:id" element={<ContestRoute />} />
        <Route path="audit" element={<AuditPanel />} />
        <Route path="backups" element={<BackupsPanel />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </AdminLayout>
  );
}
