import { SITE_NAME } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';

/**
 * The member mails (docs/product/mail.md): a plain-text part and an HTML part with the same
 * words, each ending with the unsubscribe link of its kind. The HTML is one table-based column
 * with inline styles (what mail clients render); every value is escaped.
 */

export interface MailParts {
  subject: string;
  text: string;
  html: string;
}

export interface MailLinks {
  publicUrl: string;
  /** The page that unsubscribes from this kind (one click on its button). */
  unsubscribeUrl: string;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

interface Block {
  /** Plain text of the block; in HTML, a paragraph. */
  text: string;
  /** Optional bold lead of the paragraph. */
  strong?: string;
}

function render(opts: {
  subject: string;
  greeting: string;
  heading: string;
  blocks: Block[];
  rows?: { label: string; value: string }[];
  button: { label: string; url: string };
  why: string;
  links: MailLinks;
}): MailParts {
  const { links } = opts;
  const text = [
    opts.greeting,
    '',
    ...opts.blocks.flatMap((b) => [[b.strong, b.text].filter(Boolean).join(' '), '']),
    ...(opts.rows?.length ? [...opts.rows.map((r) => `- ${r.label}: ${r.value}`), ''] : []),
    `${opts.button.label}: ${opts.button.url}`,
    '',
    `— The ${SITE_NAME} team`,
    links.publicUrl,
    '',
    '--',
    opts.why,
    `Unsubscribe: ${links.unsubscribeUrl}`,
    `All mail settings: ${links.publicUrl}/dashboard#mails`,
    '',
  ].join('\n');

  const p = (inner: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:#3d2645">${inner}</p>`;
  const rows = opts.rows?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border-collapse:collapse">${opts.rows
        .map(
          (r) =>
            `<tr><td style="padding:10px 12px;border-bottom:1px solid #f0e6da;font-size:15px;color:#3d2645">${escapeHtml(r.label)}</td><td style="padding:10px 12px;border-bottom:1px solid #f0e6da;font-size:15px;color:#3d2645;text-align:right;font-weight:bold">${escapeHtml(r.value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(opts.subject)}</title></head>
<body style="margin:0;padding:0;background:#fdf6ec">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fdf6ec"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;border:1px solid #f0e6da">
<tr><td style="padding:20px 28px;border-bottom:1px solid #f0e6da;font-family:Arial,Helvetica,sans-serif;font-size:20px;font-weight:bold;color:#5b2a6e">🐾 ${escapeHtml(SITE_NAME)}</td></tr>
<tr><td style="padding:28px;font-family:Arial,Helvetica,sans-serif">
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3;color:#5b2a6e">${escapeHtml(opts.heading)}</h1>
${p(escapeHtml(opts.greeting))}
${opts.blocks.map((b) => p(`${b.strong ? `<strong>${escapeHtml(b.strong)}</strong> ` : ''}${escapeHtml(b.text)}`)).join('\n')}
${rows}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 8px"><tr><td style="border-radius:999px;background:#c2410c"><a href="${escapeHtml(opts.button.url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:999px">${escapeHtml(opts.button.label)}</a></td></tr></table>
</td></tr>
<tr><td style="padding:20px 28px;border-top:1px solid #f0e6da;font-family:Arial,Helvetica,sans-serif;font-size:13px;line-height:1.6;color:#5f5266">
${escapeHtml(opts.why)}<br>
<a href="${escapeHtml(links.unsubscribeUrl)}" style="color:#5b2a6e">Unsubscribe from these mails</a> · <a href="${escapeHtml(`${links.publicUrl}${href('dashboard')}#mails`)}" style="color:#5b2a6e">All mail settings</a>
</td></tr>
</table></td></tr></table>
</body></html>
`;
  return { subject: opts.subject, text, html };
}

export function monthlyWinnerMail(
  to: { name: string },
  win: { petName: string; petId: string; monthLabel: string; votes: number },
  links: MailLinks,
): MailParts {
  return render({
    subject: `Your pet won ${win.monthLabel}!`,
    heading: `${win.petName} won ${win.monthLabel}! 🏆`,
    greeting: `Hi ${to.name},`,
    blocks: [
      {
        strong: 'Congratulations!',
        text: `${win.petName} got the most votes of all the pets uploaded in ${win.monthLabel}, with ${win.votes.toLocaleString('en-US')} ${win.votes === 1 ? 'vote' : 'votes'}, and is now on the ${SITE_NAME} winners board for good.`,
      },
      { text: 'Share the news with the friends who voted — they helped.' },
    ],
    button: { label: 'See the winners', url: `${links.publicUrl}${href('winners')}` },
    why: `You get this mail because ${win.petName} is your pet on ${SITE_NAME}.`,
    links,
  });
}

export function captionWinnerMail(
  to: { name: string },
  contest: { petName: string; shareId: string; caption: string },
  links: MailLinks,
): MailParts {
  return render({
    subject: 'Your caption contest has a winner',
    heading: `${contest.petName}'s caption contest has a winner`,
    greeting: `Hi ${to.name},`,
    blocks: [
      { text: `The votes are in for your caption contest of ${contest.petName}. In the lead:` },
      { strong: `“${contest.caption}”`, text: '' },
      { text: 'Votes can still change the winner. Have a look and share the contest.' },
    ],
    button: {
      label: 'See the contest',
      url: `${links.publicUrl}${href('captionContest', { shareId: contest.shareId })}`,
    },
    why: `You get this mail because you started this caption contest on ${SITE_NAME}.`,
    links,
  });
}

export interface DigestPet {
  petName: string;
  newVotes: number;
  votes: number;
  rank: number | null;
}

export function weeklyDigestMail(
  to: { name: string },
  week: {
    pets: DigestPet[];
    newContests: { petName: string; shareId: string }[];
    newContestsCount: number;
  },
  links: MailLinks,
): MailParts {
  const newVotes = week.pets.reduce((n, p) => n + p.newVotes, 0);
  const blocks: Block[] = [];
  if (week.pets.length) {
    blocks.push({
      text: `Your pets got ${newVotes} new ${newVotes === 1 ? 'vote' : 'votes'} this week.`,
    });
  } else {
    blocks.push({
      text: 'You have no pets in the contest yet — upload one and start collecting votes.',
    });
  }
  if (week.newContestsCount) {
    blocks.push({
      text: `${week.newContestsCount} new caption ${week.newContestsCount === 1 ? 'contest' : 'contests'} started: ${week.newContests.map((c) => c.petName).join(', ')}${week.newContestsCount > week.newContests.length ? ' and more' : ''}.`,
    });
  }
  return render({
    subject: `Your week on ${SITE_NAME}: ${newVotes} new ${newVotes === 1 ? 'vote' : 'votes'}`,
    heading: 'Your week on PawPrize',
    greeting: `Hi ${to.name},`,
    blocks,
    rows: week.pets.map((p) => ({
      label: p.petName,
      value: `+${p.newVotes} · ${p.votes.toLocaleString('en-US')} ${p.votes === 1 ? 'vote' : 'votes'}${p.rank ? ` · #${p.rank}` : ''}`,
    })),
    button: week.newContestsCount
      ? { label: 'Write a caption', url: `${links.publicUrl}${href('captions')}` }
      : { label: 'See the leaderboard', url: `${links.publicUrl}${href('leaderboard')}` },
    why: `You get this weekly mail because you turned it on in your ${SITE_NAME} dashboard.`,
    links,
  });
}
