import { messages } from '@pawprize/shared';
import { PageHeader } from '@/components/page-header';
import { PageShell } from '@/components/page-shell';
import { NotificationsView } from '@/features/notifications/components';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /notifications (docs/product/notifications.md): members only (the route table's access). */
export default function NotificationsPage() {
  useDocumentTitle(messages.notifications.title);
  return (
    <PageShell className="pt-10 sm:pt-14">
      <PageHeader
        title={messages.notifications.title}
        description="Votes on your pets and moderators’ decisions on your entries."
      />
      <div className="mt-10">
        <NotificationsView />
      </div>
    </PageShell>
  );
}
