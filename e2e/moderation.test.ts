import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@pawprize/shared';
import type { Pet } from '@pawprize/shared/schemas/pets';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../scripts/lib/server-process.mjs';
import { DESKTOP, launchBrowser, MOBILE, screenshot } from './browser.ts';
import { calm, dismissToasts, expectToast, newPage } from './helpers/page.ts';
import { uploadPet } from './helpers/pets.ts';
import { makeAccount, verifiedAccount } from './helpers/users.ts';

/**
 * Moderation (docs/product/moderation.md) in Chromium against a dedicated server (screening off: uploads are queued as "not
 * screened", which the queue shows too): a visitor reports a pet, an admin removes it from the
 * queue and it is gone from the gallery; an admin bans a member, who is signed out and whose
 * votes no longer count. Screenshots of every admin screen at 1280 and 375 px. Fraud detection (ADR 0085): a burst
 * of visitor swipes from one /24 is found by a scan started from the Fraud screen, an admin voids
 * it, and the pet's public receipt shows the votes as voided by fraud detection.
 */

const suffix = randomBytes(3).toString('hex');
const admin = makeAccount('ada', suffix);
const owner = makeAccount('otto', suffix);
const member = makeAccount('mia', suffix);

let server: StartedServer;
let browser: Browser;
let adminCookie: string;
let ownerCookie: string;
let memberCookie: string;
let shoe: Pet;
let biscuit: Pet;
/** Console errors seen in any page; 4xx answers (a removed pet's 404) are expected. */
const errors: string[] = [];

/** SHOTS_DIR (optional, any folder) also gets a copy of each screenshot. */
async function shot(page: Page, name: string) {
  await calm(page);
  const file = await screenshot(page, `moderation-${name}`);
  const dir = process.env.SHOTS_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    copyFileSync(file, path.join(dir, path.basename(file)));
  }
}

const open = (viewport = DESKTOP, sessionCookie?: string) =>
  newPage(browser, server, { viewport, errors, sessionCookie });

async function api(pathName: string, cookie: string, init: RequestInit = {}) {
  return fetch(`${server.url}${pathName}`, {
    ...init,
    headers: {
      origin: server.url,
      cookie,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
  });
}

async function publicPetNames(): Promise<string[]> {
  const res = await fetch(`${server.url}/api/pets?sort=recent&limit=50`);
  return ((await res.json()) as { pets: Pet[] }).pets.map((pet) => pet.petName);
}

beforeAll(async () => {
  server = await startServer({
    env: {
      LOG_LEVEL: 'info',
      TRUST_PROXY: '1',
      SCREENING: 'off',
      ADMIN_EMAILS: admin.email,
    },
    // A shared, busy machine can take longer than the default to start it.
    timeoutMs: 90_000,
  });
  browser = await launchBrowser();
  adminCookie = await verifiedAccount(server, admin, { forwardedFor: '203.0.113.91' });
  ownerCookie = await verifiedAccount(server, owner, { forwardedFor: '203.0.113.92' });
  memberCookie = await verifiedAccount(server, member, { forwardedFor: '203.0.113.93' });
  biscuit = await uploadPet(server, ownerCookie, {
    petName: `Biscuit ${suffix}`,
    file: 'cat-tabby.jpg',
  });
  shoe = await uploadPet(server, ownerCookie, {
    petName: `Shoe ${suffix}`,
    file: 'dog-red-blanket.jpg',
  });
  // Something for the inbox and the newsletter screens.
  await fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      'x-forwarded-for': '203.0.113.94',
    },
    body: JSON.stringify({
      name: 'Nora Shelter',
      email: `nora.${suffix}@example.com`,
      subject: 'Hosting a contest for our shelter',
      message: 'Hello! We would love to run a contest for our adoptable cats.\nCan we talk?',
    }),
  });
  for (const who of ['lena', 'omar']) {
    await fetch(`${server.url}/api/newsletter`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: server.url,
        'x-forwarded-for': '203.0.113.95',
      },
      body: JSON.stringify({ email: `${who}.${suffix}@example.com`, source: 'footer' }),
    });
  }
}, 180_000);

afterAll(async () => {
  await browser?.close();
  const code = await server?.stop();
  if (code !== 0 && code !== null) console.error(`server exited with ${code}:\n${server.output()}`);
});

describe('moderation in the browser', () => {
  it('the queue says what screening found in plain words (a near-copy at 375 and 1280 px)', async () => {
    const copier = makeAccount('cora', suffix);
    const copierCookie = await verifiedAccount(server, copier, { forwardedFor: '203.0.113.96' });
    const copy = await uploadPet(server, copierCookie, {
      petName: `Copycat ${suffix}`,
      file: 'cat-tabby.jpg',
    });
    for (const viewport of [MOBILE, DESKTOP]) {
      const desk = await open(viewport, adminCookie);
      try {
        await desk.page.goto('/admin?reason=duplicate');
        const card = desk.page.getByRole('article', { name: copy.petName });
        await card.waitFor();
        await expect
          .poll(() => card.textContent())
          .toContain('(identical; the original is visible)');
        expect(await card.textContent()).not.toMatch(/bits apart|\/128/);
        await shot(desk.page, 'queue-near-copy');
      } finally {
        await desk.context.close();
      }
    }
  });

  it('report → queue → remove → gone from the gallery', async () => {
    // A visitor (no account) reports the pet from its page.
    const visitor = await open(DESKTOP);
    try {
      await visitor.page.goto(`/gallery/${shoe.id}`);
      await visitor.page.getByRole('button', { name: `Report ${shoe.petName}` }).click();
      const dialog = visitor.page.getByRole('dialog', { name: messages.moderation.reportTitle });
      await dialog.getByRole('radio', { name: /Not a pet/ }).check();
      await dialog.getByRole('textbox', { name: /Note/ }).fill('This is a blanket, not a pet.');
      await shot(visitor.page, 'report-dialog');
      await dialog.getByRole('button', { name: messages.moderation.submit }).click();
      await expectToast(visitor.page, messages.moderation.reported);
      await expect.poll(() => dialog.count()).toBe(0);

      // A second report from the same visitor is refused, in the dialog.
      await dismissToasts(visitor.page);
      await visitor.page.getByRole('button', { name: `Report ${shoe.petName}` }).click();
      await dialog.getByRole('radio', { name: /Spam/ }).check();
      await dialog.getByRole('button', { name: messages.moderation.submit }).click();
      await expect
        .poll(() => dialog.getByRole('alert').textContent())
        .toContain(messages.moderation.alreadyReported);
    } finally {
      await visitor.context.close();
    }

    // The admin sees it in the queue with the report, and removes it with a reason.
    const desk = await open(DESKTOP, adminCookie);
    try {
      await desk.page.goto('/');
      await desk.page.getByRole('button', { name: new RegExp(admin.email.split('@')[0]!) }).click();
      await desk.page.getByRole('menuitem', { name: /Admin/ }).click();
      await expect.poll(() => new URL(desk.page.url()).pathname).toBe('/admin');
      const card = desk.page.getByRole('article', { name: shoe.petName });
      await card.waitFor();
      expect(await card.textContent()).toContain('This is a blanket, not a pet.');
      expect(await card.textContent()).toContain('Not a pet');
      await shot(desk.page, 'queue');
      await card.getByRole('button', { name: /^Remove/ }).click();
      const confirm = desk.page.getByRole('alertdialog');
      await confirm.getByRole('textbox', { name: /Reason/ }).fill('Not a pet photo.');
      await shot(desk.page, 'remove-dialog');
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await expectToast(desk.page, messages.admin.removedDone(1));
      await expect.poll(() => card.count()).toBe(0);
    } finally {
      await desk.context.close();
    }

    // Gone from the gallery and its page, for everyone but its owner.
    expect(await publicPetNames()).not.toContain(shoe.petName);
    expect(await publicPetNames()).toContain(biscuit.petName);
    const after = await open(DESKTOP);
    try {
      await after.page.goto('/gallery');
      await after.page.getByRole('link', { name: biscuit.petName }).first().waitFor();
      expect(await after.page.getByRole('link', { name: shoe.petName }).count()).toBe(0);
      await after.page.goto(`/gallery/${shoe.id}`);
      await after.page.getByText(messages.pages.petNotFound).first().waitFor();
    } finally {
      await after.context.close();
    }
    const own = await open(DESKTOP, ownerCookie);
    try {
      await own.page.goto(`/gallery/${shoe.id}`);
      const notice = own.page.getByRole('status').filter({ hasText: messages.moderation.removed });
      await notice.waitFor();
      expect(await notice.textContent()).toContain('Reason: Not a pet photo.');
    } finally {
      await own.context.close();
    }
  });

  it('ban → signed out, and the votes no longer count', async () => {
    const voted = await api(`/api/pets/${biscuit.id}/vote`, memberCookie, { method: 'POST' });
    expect(voted.status, await voted.clone().text()).toBe(200);
    const votesOf = async () =>
      ((await (await fetch(`${server.url}/api/pets/${biscuit.id}`)).json()) as { pet: Pet }).pet
        .votesCount;
    expect(await votesOf()).toBe(1);

    // The member is signed in in a browser.
    const victim = await open(DESKTOP, memberCookie);
    await victim.page.goto('/dashboard');
    await victim.page
      .getByRole('button', { name: new RegExp(member.email.split('@')[0]!) })
      .waitFor();

    const desk = await open(DESKTOP, adminCookie);
    try {
      await desk.page.goto(`/admin/users?q=${encodeURIComponent(member.username)}`);
      await desk.page.getByRole('link', { name: new RegExp(member.email) }).click();
      await desk.page.getByRole('heading', { name: member.email }).waitFor();
      await desk.page.getByRole('button', { name: 'Ban', exact: true }).click();
      const confirm = desk.page.getByRole('alertdialog');
      await confirm
        .getByRole('textbox', { name: /Reason/ })
        .fill('Vote farming with many accounts.');
      await confirm.getByRole('button', { name: 'Ban account' }).click();
      await expectToast(desk.page, messages.admin.bannedDone);
      await desk.page.getByText('Reason: Vote farming with many accounts.').waitFor();
    } finally {
      await desk.context.close();
    }

    // Signed out at once: the next page load has no session, and signing in is refused.
    await victim.page.reload();
    await victim.page
      .getByRole('heading', { name: /log in/i })
      .first()
      .waitFor();
    await victim.context.close();
    const signIn = await fetch(`${server.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
    expect(signIn.status).toBe(403);
    expect(((await signIn.json()) as { message: string }).message).toBe(messages.admin.banned);
    expect(await votesOf()).toBe(0);
  });

  it('fraud: a burst from one /24 → scan → finding → void → the public receipt', async () => {
    const pickle = await uploadPet(server, ownerCookie, {
      petName: `Pickle ${suffix}`,
      file: 'cat-tabby.jpg',
    });
    // 24 visitors (no cookie: a new one each) swipe right from one /24 within seconds.
    for (let i = 1; i <= 24; i++) {
      const res = await fetch(`${server.url}/api/swipes`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: server.url,
          'x-forwarded-for': `198.51.100.${i}`,
        },
        body: JSON.stringify({ petId: pickle.id, direction: 'right' }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
    }
    const petVotes = async () =>
      ((await (await fetch(`${server.url}/api/pets/${pickle.id}`)).json()) as { pet: Pet }).pet
        .votesCount;
    expect(await petVotes()).toBe(24);

    const desk = await open(DESKTOP, adminCookie);
    let voided: number;
    try {
      await desk.page.goto('/admin/fraud');
      await desk.page.getByRole('heading', { level: 2, name: 'Fraud' }).waitFor();
      // "Check now" until the scan has seen the votes (it leaves the last 5 s to settle).
      const found = desk.page
        .getByRole('list', { name: 'Findings' })
        .getByRole('link')
        .filter({ hasText: pickle.petName });
      const checkNow = desk.page.getByRole('button', { name: 'Check now' });
      await expect
        .poll(
          async () => {
            if ((await found.count()) > 0) return true;
            await checkNow.click();
            await expect.poll(() => checkNow.isEnabled()).toBe(true);
            return (await found.count()) > 0;
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .toBe(true);
      await dismissToasts(desk.page);
      expect(await found.first().textContent()).toContain('Vote burst');
      await shot(desk.page, 'fraud-list');

      await found.first().click();
      await desk.page
        .getByRole('heading', { level: 2, name: new RegExp(pickle.petName) })
        .waitFor();
      const rows = desk.page.getByRole('table').getByRole('row');
      await expect
        .poll(() => rows.filter({ hasText: '198.51.100.0/24' }).count())
        .toBeGreaterThan(9);
      // Only the network, never an address.
      expect(await desk.page.locator('main').textContent()).not.toMatch(/198\.51\.100\.[1-9]/);
      await shot(desk.page, 'fraud-detail');

      const voidButton = desk.page.getByRole('button', { name: /^Void \d+ votes$/ });
      voided = Number(/\d+/.exec((await voidButton.textContent()) ?? '')![0]);
      expect(voided).toBeGreaterThanOrEqual(10);
      await voidButton.click();
      const confirm = desk.page.getByRole('alertdialog');
      await confirm.getByRole('textbox', { name: /Reason/ }).fill('Stuffed from one network.');
      await confirm.getByRole('button', { name: 'Void votes' }).click();
      await expectToast(desk.page, messages.admin.findingVoided(voided));
      await desk.page.getByText(`Voided ${voided} votes`).first().waitFor();
      // Every vote of the finding is voided now, and keeps its network in the detail.
      await expect.poll(() => rows.filter({ hasText: 'Counted' }).count()).toBe(0);
      expect(
        await rows.filter({ hasText: '198.51.100.0/24' }).filter({ hasText: 'Voided' }).count(),
      ).toBe(voided);
      await dismissToasts(desk.page);
      await shot(desk.page, 'fraud-detail-voided');
    } finally {
      await desk.context.close();
    }
    expect(await petVotes()).toBe(24 - voided);

    // The narrow screens: the voided list and the finding.
    const phone = await open(MOBILE, adminCookie);
    try {
      await phone.page.goto('/admin/fraud?status=voided');
      const item = phone.page
        .getByRole('list', { name: 'Findings' })
        .getByRole('link')
        .filter({ hasText: pickle.petName })
        .first();
      await item.waitFor();
      await shot(phone.page, 'fraud-list');
      await item.click();
      await phone.page.getByText(`Voided ${voided} votes`).first().waitFor();
      // Nothing wider than the phone (the decision line with a long email wraps).
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBe(
        MOBILE.width,
      );
      await shot(phone.page, 'fraud-detail');
    } finally {
      await phone.context.close();
    }

    // Anyone can see it on the pet's receipt.
    const visitor = await open(DESKTOP);
    try {
      await visitor.page.goto(`/gallery/${pickle.id}`);
      await visitor.page.getByRole('button', { name: /How votes were counted/ }).click();
      const receipt = visitor.page.getByTestId('vote-receipt');
      await receipt.waitFor();
      const figure = (label: string) =>
        receipt
          .locator('dt', { hasText: new RegExp(`^${label}$`) })
          .locator('xpath=following-sibling::dd[1]');
      expect(await figure('By fraud detection').textContent()).toBe(String(voided));
      expect(await figure('Vote count').textContent()).toBe(String(24 - voided));
      await expect
        .poll(() => receipt.textContent())
        .toMatch(new RegExp(`\\w{3} \\d{1,2}, \\d{4}: ${voided} voided by fraud detection`));
    } finally {
      await visitor.context.close();
    }
  });

  it('Backups: the card follows "Back up now" to its end and offers the archive (375 px)', async () => {
    const desk = await open(MOBILE, adminCookie);
    try {
      await desk.page.goto('/admin/backups');
      await desk.page.getByRole('heading', { level: 2, name: 'Backups' }).waitFor();
      await desk.page.getByRole('button', { name: 'Back up now' }).click();
      await desk.page.getByRole('button', { name: 'Backing up…' }).waitFor();
      // A backup runs a child process: up to a minute and a half on a busy machine.
      await desk.page.getByRole('button', { name: 'Back up now' }).waitFor({ timeout: 90_000 });
      await expectToast(desk.page, 'Backup finished');
      const link = desk.page.getByRole('link', { name: 'Download the newest archive' });
      await link.waitFor();
      const archive = await link.getAttribute('download');
      expect(archive).toMatch(/^pawprize-\d{8}-\d{6}\.tar\.gz$/);
      expect(await desk.page.getByText(archive!).count()).toBe(1);
      await shot(desk.page, 'backups-done');
      const res = await api((await link.getAttribute('href'))!, adminCookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${archive}"`);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
      expect((await api('/api/admin/backups/newest', ownerCookie)).status).toBe(403);
    } finally {
      await desk.context.close();
    }
  });

  it('every admin screen at 1280 and 375 px', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const desk = await open(viewport, adminCookie);
      try {
        for (const [route, name, ready] of [
          ['/admin', 'queue', 'Review queue'],
          ['/admin/users', 'users', 'Users'],
          ['/admin/inbox', 'inbox', 'Inbox'],
          ['/admin/newsletter', 'newsletter', 'Newsletter'],
          ['/admin/audit', 'audit', 'Audit log'],
          ['/admin/backups', 'backups', 'Backups'],
        ] as const) {
          await desk.page.goto(route);
          await desk.page.getByRole('heading', { level: 2, name: ready }).waitFor();
          await desk.page.getByRole('status', { name: /Loading/ }).waitFor({ state: 'detached' });
          if (viewport === MOBILE || name !== 'queue') await shot(desk.page, name);
        }
        await desk.page.goto(`/admin/users?q=${encodeURIComponent(owner.username)}`);
        await desk.page.getByRole('link', { name: new RegExp(owner.email) }).click();
        await desk.page.getByRole('heading', { name: owner.email }).waitFor();
        await shot(desk.page, 'user-detail');
        if (viewport === MOBILE) {
          const visitor = await open(MOBILE);
          await visitor.page.goto(`/gallery/${biscuit.id}`);
          await visitor.page.getByRole('button', { name: `Report ${biscuit.petName}` }).click();
          await visitor.page.getByRole('radio', { name: /Other/ }).check();
          await visitor.page.getByRole('button', { name: messages.moderation.submit }).click();
          await visitor.page.getByText(messages.moderation.noteRequired).waitFor();
          await shot(visitor.page, 'report-dialog');
          await visitor.context.close();
        }
      } finally {
        await desk.context.close();
      }
    }
    // A member gets the 404 page at /admin.
    const plain = await open(DESKTOP, ownerCookie);
    await plain.page.goto('/admin');
    await plain.page.getByRole('heading', { name: messages.pages.notFoundHeading }).waitFor();
    await plain.context.close();
    expect(errors).toEqual([]);
  });
});
