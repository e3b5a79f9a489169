import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import type { Contest } from '@pawprize/shared/schemas/contests';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../scripts/lib/server-process.mjs';
import { DESKTOP, launchBrowser, MOBILE } from './browser.ts';
import {
  contestDates,
  minutesAhead,
  publishedContest,
  thisMinute,
  wallClock,
} from './helpers/contests.ts';
import { expectToast, newPage, settleImages } from './helpers/page.ts';
import { PHOTOS_DIR, uploadPet } from './helpers/pets.ts';
import { makeAccount, verifiedAccount } from './helpers/users.ts';

/**
 * Contests in the browser (docs/product/contests.md): an admin creates and publishes one in the
 * console, a member enters a pet and sees a refusal's reason, the list shows it under Open now;
 * axe on the list and a contest's page. Screenshots go to /tmp/shots-contests (not the repo).
 */

const SHOTS = '/tmp/shots-contests';
const suffix = randomBytes(3).toString('hex');
const admin = makeAccount('ada', suffix);
const member = makeAccount('milo', suffix);

let server: StartedServer;
let browser: Browser;
let adminCookie: string;
let memberCookie: string;
let petName: string;
let petId: string;
/** Entries open from the start of the file. */
let openContest: Contest;
/** Closes two minutes after the start of the file; its results end up on /winners. */
let closingContest: Contest;
const errors: string[] = [];

async function contestNow(slug: string): Promise<Contest> {
  const res = await fetch(`${server.url}/api/contests/${slug}`);
  return ((await res.json()) as { contest: Contest }).contest;
}

/** Waits (on the server's own clock) until the contest takes entries. */
async function untilEntriesOpen(slug: string): Promise<void> {
  await expect
    .poll(async () => (await contestNow(slug)).entriesOpen, { timeout: 150_000, interval: 2_000 })
    .toBe(true);
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await settleImages(page);
  await page.screenshot({
    path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`,
    fullPage: true,
  });
}

beforeAll(async () => {
  server = await startServer({
    env: { LOG_LEVEL: 'info', SCREENING: 'off', TRUST_PROXY: '1', ADMIN_EMAILS: admin.email },
    timeoutMs: 90_000,
  });
  adminCookie = await verifiedAccount(server, admin, { forwardedFor: '203.0.113.71' });
  openContest = await publishedContest(server, adminCookie, {
    title: `Sleepiest Dog ${suffix}`,
    theme: 'Naps, snores and blankets',
    description: 'Show us your champion napper.\n\nOne photo per pet, please.',
    // Entries open now (the current minute), so entering needs no wait.
    ...contestDates(thisMinute(), 'America/New_York'),
    maxEntriesPerMember: 5,
    maxEntriesPerCategory: 5,
  });
  browser = await launchBrowser();
  memberCookie = await verifiedAccount(server, member, { forwardedFor: '203.0.113.72' });
  petName = `Biscuit ${suffix}`;
  petId = (await uploadPet(server, memberCookie, { petName, file: 'dog-red-fluffy.jpg' })).id;
  // Entries and voting from now for two minutes; the member's pet is its one entry.
  const start = thisMinute();
  const closes = wallClock(new Date(start.getTime() + 2 * 60_000), 'UTC');
  closingContest = await publishedContest(server, adminCookie, {
    title: `Quick Naps ${suffix}`,
    theme: 'Two minutes of voting',
    timeZone: 'UTC',
    entriesOpenAt: wallClock(start, 'UTC'),
    entriesCloseAt: closes,
    votingOpenAt: wallClock(start, 'UTC'),
    votingCloseAt: closes,
    categories: [{ name: 'Any pet', prizes: ['A golden bone'] }],
  });
  // Entries open this minute, or the next one when this one was nearly over.
  const deadline = Date.now() + 90_000;
  while (!(await contestNow(closingContest.slug)).entriesOpen && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  const entered = await fetch(`${server.url}/api/contests/${closingContest.slug}/entries`, {
    method: 'POST',
    headers: { origin: server.url, cookie: memberCookie, 'content-type': 'application/json' },
    body: JSON.stringify({ petId, categoryId: closingContest.categories[0]!.id }),
  });
  expect(entered.status, await entered.clone().text()).toBe(201);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  const code = await server?.stop();
  if (code !== 0 && code !== null) console.error(`server exited with ${code}:\n${server.output()}`);
});

describe('contests', () => {
  it('an admin creates a contest with two categories and publishes it', async () => {
    const { context, page } = await newPage(browser, server, {
      viewport: DESKTOP,
      sessionCookie: adminCookie,
      errors,
    });
    const title = `Winter Cuddles ${suffix}`;
    const zone = 'Europe/London';
    const opens = minutesAhead(30);
    const dates = contestDates(opens, zone);
    await page.goto(href('adminContests'));
    await page.getByRole('link', { name: 'New contest' }).click();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Theme').fill('The cosiest cuddle wins');
    await page.getByLabel('Description').fill('Snuggles of every kind.');
    // The cover goes through the pets' pipeline (prepared in the browser, stored by the server).
    const cover = page.getByRole('group', { name: 'Cover photo' });
    await cover
      .locator('input[type="file"]')
      .setInputFiles(path.join(PHOTOS_DIR, 'dog-red-fluffy.jpg'));
    await cover.getByText(messages.contests.coverUploaded).waitFor();
    await cover.getByRole('img', { name: "The contest's cover" }).waitFor();
    await page.getByLabel('Time zone').selectOption(zone);
    await page.getByLabel('Entries open, London time').fill(dates.entriesOpenAt);
    await page.getByLabel('Entries close, London time').fill(dates.entriesCloseAt);
    await page.getByLabel('Voting opens, London time').fill(dates.votingOpenAt);
    await page.getByLabel('Voting closes, London time').fill(dates.votingCloseAt);
    await page.getByLabel('Entries per member', { exact: true }).fill('2');

    const first = page.getByRole('group', { name: 'Category 1' });
    await first.getByLabel('Name').fill('Dogs');
    await first.getByLabel('Dogs').check();
    await first.getByLabel('Prizes').fill('A year of treats\nA plush bed');
    await page.getByRole('button', { name: 'Add a category' }).click();
    const second = page.getByRole('group', { name: 'Category 2' });
    await second.getByLabel('Name').fill('Cats');
    await second.getByLabel('Cats').check();
    await shot(page, 'admin-form');

    await page.getByRole('button', { name: 'Create draft' }).click();
    await expectToast(page, messages.contests.created);
    await page.getByRole('heading', { name: `Edit: ${title}` }).waitFor();
    await page.getByRole('button', { name: `Publish ${title}` }).click();
    await expectToast(page, messages.contests.published);

    const savedNow = async () =>
      (
        (await (
          await fetch(`${server.url}/api/admin/contests`, { headers: { cookie: adminCookie } })
        ).json()) as { contests: Contest[] }
      ).contests.find((c) => c.title === title)!;
    const saved = await savedNow();
    expect(saved.coverUrl).toMatch(/\/contests\/covers\/[0-9a-f]{32}\.webp$/);
    // Saving the form again (the cover untouched) keeps the cover.
    await page.getByLabel('Theme').fill('The cosiest cuddle of the winter wins');
    await page.getByRole('button', { name: 'Save contest' }).click();
    await expectToast(page, messages.contests.updated);
    const resaved = await savedNow();
    expect(resaved).toMatchObject({
      theme: 'The cosiest cuddle of the winter wins',
      coverUrl: saved.coverUrl,
    });
    const served = await fetch(`${server.url}${saved.coverUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    await shot(page, 'admin-form-cover');
    expect(saved).toMatchObject({
      status: 'published',
      phase: 'upcoming',
      timeZone: zone,
      local: { entriesOpenAt: wallClock(opens, zone) },
      maxEntriesPerMember: 2,
    });
    expect(saved.categories.map((c) => [c.name, c.species, c.prizes])).toEqual([
      ['Dogs', ['dog'], ['A year of treats', 'A plush bed']],
      ['Cats', ['cat'], []],
    ]);

    // The public list has it under Upcoming.
    await page.goto(href('contests'));
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    await upcoming.getByRole('link', { name: title }).waitFor();
    await context.close();
  }, 120_000);

  it('a member enters a pet, sees why a second try is refused, and finds it under Open now', async () => {
    await untilEntriesOpen(openContest.slug);
    const { context, page } = await newPage(browser, server, {
      viewport: MOBILE,
      sessionCookie: memberCookie,
      errors,
    });
    await page.goto(href('contest', { slug: openContest.slug }));
    await page.getByRole('heading', { level: 1, name: openContest.title }).waitFor();
    const panel = page.getByRole('region', { name: 'Enter your pet' });
    await expect.poll(() => panel.getByLabel('Your pet').inputValue()).not.toBe('');
    await panel.getByLabel('Category').selectOption({ label: 'Dogs' });
    await panel.getByRole('button', { name: 'Enter' }).click();
    await expectToast(page, messages.contests.entered);
    await panel.getByText('Your entries').waitFor();
    await panel.getByRole('button', { name: `Withdraw ${petName}` }).waitFor();

    // The same pet in the same category again: the server's reason shows in the form.
    await panel.getByLabel('Category').selectOption({ label: 'Dogs' });
    await panel.getByRole('button', { name: 'Enter' }).click();
    await expect
      .poll(() => panel.getByRole('alert').textContent())
      .toBe(messages.contests.alreadyInCategory);
    await shot(page, 'contest');

    await page.goto(href('contests'));
    const open = page.getByRole('region', { name: 'Open now' });
    const card = open.getByRole('article').filter({ hasText: openContest.title });
    await card.waitFor();
    expect(await card.textContent()).toContain('1 entry');
    await context.close();
  }, 240_000);

  it('an unknown contest answers 404 and shows "No such contest."', async () => {
    const { context, page } = await newPage(browser, server, { viewport: MOBILE, errors });
    const res = await page.goto(href('contest', { slug: `no-such-contest-${suffix}` }));
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: messages.contests.notFound }).waitFor();
    await page.getByRole('link', { name: 'See all contests' }).waitFor();
    await shot(page, 'contest-not-found');
    const api = await fetch(`${server.url}/api/contests/no-such-contest-${suffix}`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ code: 'NOT_FOUND', message: messages.contests.notFound });
    await context.close();
  }, 60_000);

  it('the host approves a pending entry and disqualifies another in the console', async () => {
    const approval = await publishedContest(server, adminCookie, {
      title: `Approved Naps ${suffix}`,
      ...contestDates(thisMinute(), 'UTC'),
      maxEntriesPerMember: 5,
      maxEntriesPerCategory: 5,
      allowSamePetInTwoCategories: true,
      requiresApproval: true,
    });
    await untilEntriesOpen(approval.slug);
    for (const category of approval.categories) {
      const res = await fetch(`${server.url}/api/contests/${approval.slug}/entries`, {
        method: 'POST',
        headers: { origin: server.url, cookie: memberCookie, 'content-type': 'application/json' },
        body: JSON.stringify({ petId, categoryId: category.id }),
      });
      expect(res.status, await res.clone().text()).toBe(201);
    }
    for (const viewport of [DESKTOP, MOBILE]) {
      const { context, page } = await newPage(browser, server, {
        viewport,
        sessionCookie: adminCookie,
        errors,
      });
      await page.goto(href('adminContest', { id: approval.id }));
      const review = page.getByRole('region', { name: 'Entries' });
      const pendingTab = review.getByRole('radio', { name: /^Pending/ });
      const pending = review.getByRole('list', { name: 'Pending entries' });
      if (viewport === DESKTOP) {
        await expect.poll(() => pendingTab.textContent()).toBe('Pending2');
        await expect.poll(() => pending.getByRole('listitem').count()).toBe(2);
        await pending
          .getByRole('img', { name: `Photo of ${petName}` })
          .first()
          .waitFor();
        await shot(page, 'admin-review');
        await pending
          .getByRole('button', { name: `Approve ${petName}` })
          .first()
          .click();
        await expectToast(page, messages.contests.approved);
        await expect.poll(() => pendingTab.textContent()).toBe('Pending1');
        await expect
          .poll(() => review.getByRole('radio', { name: /^Approved/ }).textContent())
          .toBe('Approved1');
      } else {
        await expect.poll(() => pendingTab.textContent()).toBe('Pending1');
        await pending.getByRole('button', { name: `Disqualify ${petName}` }).click();
        const dialog = page.getByRole('alertdialog');
        await dialog.getByLabel(/Reason/).fill('Two categories is one too many');
        await shot(page, 'admin-review-disqualify');
        await dialog.getByRole('button', { name: 'Disqualify' }).click();
        await expectToast(page, messages.contests.disqualified);
        await expect.poll(() => pendingTab.textContent()).toBe('Pending0');
        await review.getByText('No entries are waiting for approval.').waitFor();
        await shot(page, 'admin-review-done');
      }
      await context.close();
    }
    const entries = (await (
      await fetch(`${server.url}/api/contests/${approval.slug}/entries`)
    ).json()) as { entries: { petName: string }[] };
    expect(entries.entries.map((e) => e.petName)).toEqual([petName]);
  }, 240_000);

  it('axe finds no serious or critical violations on the list and a contest’s page', async () => {
    const problems: string[] = [];
    for (const viewport of [DESKTOP, MOBILE]) {
      const { context, page } = await newPage(browser, server, {
        viewport,
        sessionCookie: memberCookie,
        errors,
      });
      for (const address of [href('contests'), href('contest', { slug: openContest.slug })]) {
        await page.goto(address);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page
          .getByRole('heading', { name: 'Entries' })
          .or(page.getByRole('region', { name: 'Past' }))
          .first()
          .waitFor();
        await settleImages(page);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze();
        problems.push(
          ...results.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map(
              (v) =>
                `${address} @${viewport.width}: ${v.id} ${v.nodes
                  .map((n) => n.target.join(' '))
                  .slice(0, 3)
                  .join(' | ')}`,
            ),
        );
        if (address === href('contests')) await shot(page, 'contests');
      }
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('screens at both widths: the contest page signed out, the admin list', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const visitor = await newPage(browser, server, { viewport, errors });
      await visitor.page.goto(href('contest', { slug: openContest.slug }));
      await visitor.page.getByRole('heading', { level: 1, name: openContest.title }).waitFor();
      await shot(visitor.page, 'contest-signed-out');
      await visitor.context.close();

      const host = await newPage(browser, server, { viewport, sessionCookie: adminCookie, errors });
      await host.page.goto(href('adminContests'));
      await host.page
        .getByRole('link', { name: /^Edit / })
        .first()
        .waitFor();
      await shot(host.page, 'admin-list');
      await host.page.goto(href('adminContestNew'));
      await host.page.getByLabel('Title').waitFor();
      if (viewport === MOBILE) await shot(host.page, 'admin-form');
      await host.context.close();
    }
  }, 120_000);

  it('fits the Contests link into the bar from 768 px up, signed in and out, without sideways scrolling', async () => {
    for (const cookie of [memberCookie, undefined]) {
      for (const width of [768, 900, 1024]) {
        const label = `${width} px, ${cookie ? 'signed in' : 'signed out'}`;
        const { context, page } = await newPage(browser, server, {
          viewport: { width, height: 800 },
          sessionCookie: cookie,
          errors,
        });
        await page.goto(href('contests'));
        const nav = page.getByRole('navigation', { name: 'Main' });
        await nav.getByRole('link', { name: 'Contests', exact: true }).waitFor();
        const bar = page.getByRole('banner');
        await bar
          .getByRole('button', { name: cookie ? /milo/ : /^More$/ })
          .or(bar.getByRole('link', { name: 'Sign Up' }))
          .first()
          .waitFor();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, label).toBe(0);
        if (width === 768) await shot(page, `navbar-${cookie ? 'member' : 'visitor'}`);
        await context.close();
      }
    }
  }, 90_000);

  it('a closed contest’s results are on /winners beside the monthly ones, linking to its page', async () => {
    // The host publishes the results once voting has closed and its minute of grace has passed.
    await expect
      .poll(
        async () =>
          (
            await fetch(`${server.url}/api/admin/contests/${closingContest.id}/publish-results`, {
              method: 'POST',
              headers: { origin: server.url, cookie: adminCookie },
            })
          ).status,
        { timeout: 240_000, interval: 5_000 },
      )
      .toBe(200);
    for (const viewport of [DESKTOP, MOBILE]) {
      const { context, page } = await newPage(browser, server, { viewport, errors });
      await page.goto(href('winners'));
      const section = page.getByRole('region', { name: 'Contest results' });
      const card = section.getByRole('article', { name: closingContest.title });
      await card.waitFor();
      const winners = card.getByRole('list', { name: `Winners of ${closingContest.title}` });
      expect(await winners.textContent()).toContain(petName);
      expect(await winners.textContent()).toContain('A golden bone');
      await shot(page, 'winners');
      if (viewport === MOBILE) {
        await card
          .getByRole('link', { name: `All places and prizes of ${closingContest.title}` })
          .click();
        await page.getByRole('heading', { level: 1, name: closingContest.title }).waitFor();
        await page.getByRole('heading', { name: 'Results' }).waitFor();
        await shot(page, 'contest-results');
      }
      await context.close();
    }
  }, 300_000);

  it('the leaderboard switches to an open contest’s standings', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const { context, page } = await newPage(browser, server, { viewport, errors });
      await page.goto(href('leaderboard'));
      await page.getByLabel('Standings of').selectOption({ label: openContest.title });
      await page.waitForURL(/\?contest=/);
      const standings = page.getByRole('list', { name: `Standings of ${openContest.title}` });
      await standings.getByText(petName).waitFor();
      await settleImages(page);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(
        results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => v.id),
      ).toEqual([]);
      await shot(page, 'leaderboard-contest');
      await context.close();
    }
  }, 90_000);

  it('logs no console errors', () => {
    expect(errors).toEqual([]);
  });
});
