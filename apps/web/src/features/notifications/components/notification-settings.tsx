import { messages } from '@pawprize/shared';
import type { NotificationKind } from '@pawprize/shared/schemas/notifications';
import { useNotificationSettings } from '../hooks/use-notifications';

const LABELS: Record<NotificationKind, string> = {
  votes: messages.notifications.settingsVotes,
  moderation: messages.notifications.settingsModeration,
};

/** Which kinds the member receives here (docs/product/notifications.md, Settings); saved on change. */
export function NotificationSettingsCard({ memberId }: { memberId: string }) {
  const { query, save } = useNotificationSettings(memberId);
  const settings = query.data;
  return (
    <section
      aria-labelledby="notification-settings-title"
      className="rounded-3xl border border-border bg-card/70 p-5 sm:p-6"
    >
      <h2 id="notification-settings-title" className="text-lg font-extrabold text-plum-800">
        {messages.notifications.settingsTitle}
      </h2>
      <div className="mt-3 flex flex-col gap-1">
        {(Object.keys(LABELS) as NotificationKind[]).map((kind) => (
          <label
            key={kind}
            className="flex min-h-11 cursor-pointer items-center gap-3 text-plum-900"
          >
            <input
              type="checkbox"
              className="size-5 accent-coral-600"
              checked={settings?.[kind] ?? true}
              disabled={!settings || save.isPending}
              onChange={(event) => save.mutate({ [kind]: event.target.checked })}
            />
            {LABELS[kind]}
          </label>
        ))}
      </div>
    </section>
  );
}
