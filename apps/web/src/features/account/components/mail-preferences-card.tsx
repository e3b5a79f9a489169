import { messages } from '@pawprize/shared';
import type { MailKind, MailPreferences } from '@pawprize/shared/schemas/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { describeFailure } from '@/lib/form-errors';
import { cn } from '@/lib/utils';
import {
  fetchMailPreferences,
  mailPreferencesQueryKey,
  updateMailPreferences,
} from '../account-api';

const m = messages.account;

/** The month being contested now (UTC), as the winner mail names it: "December 2026". */
function contestMonthLabel(now: Date): string {
  return now.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

const KINDS: { kind: MailKind; label: string; description: (now: Date) => string }[] = [
  {
    kind: 'monthlyWinner',
    label: 'My pet won the month',
    // The mail's own subject, with this month in it (not a "{month}" placeholder).
    description: (now) =>
      `“Your pet won ${contestMonthLabel(now)}!” when one of your pets is the monthly winner.`,
  },
  {
    kind: 'captionWinner',
    label: 'My caption contest has a winner',
    description: () => 'Once, when the first votes decide a caption contest you started.',
  },
  {
    kind: 'weeklyDigest',
    label: 'Weekly digest',
    description: () => 'Mondays: your pets’ new votes and rank, and the new caption contests.',
  },
];

function Switch({
  id,
  checked,
  disabled,
  onChange,
  labelledBy,
  describedBy,
}: {
  id: string;
  checked: boolean;
  disabled: boolean;
  onChange: (next: boolean) => void;
  labelledBy: string;
  describedBy: string;
}) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cn(
        'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-60',
        checked ? 'bg-teal-700' : 'bg-plum-400', // off: 4.2:1 on white (non-text contrast ≥ 3:1)
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-6 rounded-full bg-white shadow transition-transform',
          checked ? 'translate-x-5' : 'translate-x-0',
        )}
      />
    </button>
  );
}

/** One switch per member-mail kind (docs/product/mail.md). */
export function MailPreferencesCard() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: mailPreferencesQueryKey, queryFn: fetchMailPreferences });
  const save = useMutation({
    mutationFn: updateMailPreferences,
    onMutate: async (patch) => {
      const before = queryClient.getQueryData<MailPreferences>(mailPreferencesQueryKey);
      if (before) queryClient.setQueryData(mailPreferencesQueryKey, { ...before, ...patch });
      return { before };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(mailPreferencesQueryKey, saved);
      toast.success(m.mailPreferencesSaved);
    },
    onError: (error, _patch, context) => {
      if (context?.before) queryClient.setQueryData(mailPreferencesQueryKey, context.before);
      toast.error(describeFailure(error, m.mailPreferencesFailed).title);
    },
  });

  return (
    <Card className="p-6 sm:p-7">
      <h3 className="font-display text-lg font-bold text-plum-800">Mails from PawPrize</h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Account mails (verification, password and email changes) always come. Every other mail has
        an unsubscribe link too.
      </p>
      {query.isPending ? (
        <div className="mt-6 grid gap-3" aria-label="Loading mail settings">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : query.isError ? (
        <p role="alert" className="mt-6 text-sm font-medium text-destructive">
          {describeFailure(query.error, m.mailPreferencesFailed).title}
        </p>
      ) : (
        <ul className="mt-6 divide-y divide-border/70">
          {KINDS.map(({ kind, label, description }) => (
            <li
              key={kind}
              className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0"
            >
              <div className="min-w-0">
                <p id={`mail-${kind}-label`} className="font-semibold text-plum-800">
                  {label}
                </p>
                <p id={`mail-${kind}-description`} className="text-sm text-muted-foreground">
                  {description(new Date())}
                </p>
              </div>
              <Switch
                id={`mail-${kind}`}
                checked={query.data[kind]}
                disabled={save.isPending}
                labelledBy={`mail-${kind}-label`}
                describedBy={`mail-${kind}-description`}
                onChange={(next) => save.mutate({ [kind]: next })}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
