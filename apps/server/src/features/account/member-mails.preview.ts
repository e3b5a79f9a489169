import type { OutgoingMail } from '../../mail/outbox.ts';
import {
  emailChangeMail,
  emailChangeNotice,
  passwordChangedMail,
  passwordResetMail,
  verificationMail,
} from '../../mail/templates.ts';
import {
  captionWinnerMail,
  monthlyWinnerMail,
  weeklyDigestMail,
} from './member-mails.templates.ts';
import type { MemberMailCtx } from './member-mails.ts';
import { memberMailLinks } from './member-mails.ts';

/**
 * Every mail template with sample data, for `/dev/mail/…` outside production
 * (docs/product/mail.md).
 */
export function previewMails(ctx: MemberMailCtx): { name: string; mail: OutgoingMail }[] {
  const to = { email: 'sam@example.com', name: 'Sam Rivers' };
  const url = ctx.config.publicUrl;
  const links = (kind: Parameters<typeof memberMailLinks>[2]) =>
    memberMailLinks(ctx, 'preview-user', kind);
  const member = (mail: { subject: string; text: string; html: string }) => ({
    to: to.email,
    ...mail,
  });
  return [
    {
      name: 'monthly-winner',
      mail: member(
        monthlyWinnerMail(
          to,
          { petName: 'Biscuit', petId: 'preview', monthLabel: 'October 2026', votes: 1284 },
          links('monthlyWinner'),
        ),
      ),
    },
    {
      name: 'caption-winner',
      mail: member(
        captionWinnerMail(
          to,
          { petName: 'Mochi', shareId: 'abc123def4', caption: 'When the treat bag rustles <3' },
          links('captionWinner'),
        ),
      ),
    },
    {
      name: 'weekly-digest',
      mail: member(
        weeklyDigestMail(
          to,
          {
            pets: [
              { petName: 'Biscuit', newVotes: 42, votes: 1284, rank: 3 },
              { petName: 'Pepper', newVotes: 5, votes: 61, rank: 148 },
            ],
            newContests: [
              { petName: 'Mochi', shareId: 'abc123def4' },
              { petName: 'Luna', shareId: 'xyz987uvw6' },
            ],
            newContestsCount: 7,
          },
          links('weeklyDigest'),
        ),
      ),
    },
    {
      name: 'verification',
      mail: verificationMail(to, `${url}/api/auth/verify-email?token=…`, url),
    },
    { name: 'password-reset', mail: passwordResetMail(to, `${url}/reset-password?token=…`, url) },
    { name: 'password-changed', mail: passwordChangedMail(to, url) },
    {
      name: 'email-change',
      mail: emailChangeMail(to, `${url}/api/auth/verify-email?token=…`, url),
    },
    { name: 'email-change-notice', mail: emailChangeNotice(to, 'sam.new@example.com', url) },
  ];
}
