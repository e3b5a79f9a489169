import { SHARE_BOOST_VOTES } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { Ban, Flag, ListChecks, Scale, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PageShell } from '@/components/page-shell';
import { SettingValue } from '@/components/setting-value';
import { SiteTotals } from '@/features/receipts';
import { useDocumentTitle } from '@/lib/use-document-title';

function Section({
  id,
  title,
  icon: Icon,
  children,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-card p-6 shadow-soft sm:p-8">
      <h2 id={id} className="flex items-center gap-3 text-2xl font-extrabold">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-teal-100 text-teal-800">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {title}
      </h2>
      <div className="mt-4 space-y-3 leading-relaxed text-plum-700">{children}</div>
    </section>
  );
}

const linkClass = 'font-bold text-coral-700 underline underline-offset-4 hover:text-coral-800';

/** /integrity: how votes are counted, in plain words, with the site's live totals. */
export default function IntegrityPage() {
  useDocumentTitle('How we count votes');
  return (
    <PageShell>
      <PageHeader
        eyebrow="Contest integrity"
        title="How we count votes"
        description="Every pet page shows how its votes were counted, and every monthly round has a receipt. Here is the method behind them — and the numbers for the whole site."
      />

      <section aria-labelledby="site-totals" className="mx-auto mt-12 max-w-5xl">
        <h2 id="site-totals" className="mb-4 text-2xl font-extrabold">
          Live totals
        </h2>
        <div className="rounded-3xl border border-border/70 bg-card p-6 shadow-soft sm:p-8">
          <SiteTotals />
        </div>
      </section>

      <div className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-2">
        <Section id="what-counts" title="What counts" icon={Scale}>
          <ul className="list-disc space-y-2 pl-5">
            <li>
              <strong>One vote per voter per pet.</strong> A second vote for the same pet is
              refused.
            </li>
            <li>
              <strong>A daily allowance.</strong> Members can cast{' '}
              <SettingValue name="dailyVotes" /> new votes a day and visitors{' '}
              <SettingValue name="dailyVotesAnonymous" />. Removing a vote does not give it back.
            </li>
            <li>
              <strong>Visitor caps.</strong> Visitors without an account can swipe, but one network
              can cast at most <SettingValue name="anonVotesPerIp" /> visitor votes a day. We keep
              only a scrambled form of the address, never the address itself.
            </li>
            <li>
              <strong>Blind battles.</strong> In head-to-head battles you choose before you see any
              battle result, and neither owner is named. Battle votes are counted separately and do
              not change a pet&apos;s vote count.
            </li>
            <li>
              <strong>Bonus votes.</strong> Sharing a pet can earn {SHARE_BOOST_VOTES} extra votes
              for the day. They are still one vote per pet, and each pet&apos;s receipt shows how
              many of its votes were bonus votes.
            </li>
          </ul>
        </Section>

        <Section id="checked" title="What is checked automatically" icon={ListChecks}>
          <ul className="list-disc space-y-2 pl-5">
            <li>Every vote is checked against the rules above before it counts.</li>
            <li>
              Refused attempts are counted per pet and day, with the reason — and nothing else about
              them is kept.
            </li>
            <li>
              Every vote count equals the votes stored behind it, so the figures on a receipt always
              add up.
            </li>
            <li>
              Fraud detection looks for bursts of votes from one network or from brand-new accounts,
              groups of accounts that only vote for the same few pets, and battle voters whose
              choices are far from everyone else&apos;s. What it finds goes to our moderators.
            </li>
          </ul>
        </Section>

        <Section id="voided" title="What gets voided" icon={Ban}>
          <p>
            A vote can be taken away after it was counted: every vote of a banned account, votes a
            moderator voids after a fraud finding, and the votes of someone who deletes their
            account. A voided vote leaves the counts at once. Fraud voids stay visible on the
            pet&apos;s receipt, with the day. Votes of banned members and deleted accounts are shown
            only as weekly totals for the whole site, after the week ends and once they mix the
            votes of at least three members — so nobody can read off whom one member voted for.
            Never who cast a vote.
          </p>
          <p>
            A round&apos;s receipt on the{' '}
            <Link to={href('winners')} className={linkClass}>
              winners page
            </Link>{' '}
            compares the winner&apos;s margin with the votes voided in that round: when the margin
            is larger, no voided vote could have changed the winner.
          </p>
        </Section>

        <Section id="report" title="Report a suspicious entry" icon={Flag}>
          <p>
            Every pet page has a <strong>Report</strong> button: choose a reason and our moderators
            will look at it. You can also write to us through the{' '}
            <Link to={href('contact')} className={linkClass}>
              contact page
            </Link>
            . Reports are private; we never show who reported an entry.
          </p>
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
            Receipts show figures only: never a voter&apos;s name, account or address.
          </p>
        </Section>
      </div>
    </PageShell>
  );
}
