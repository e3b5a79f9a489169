import { randomBytes } from 'node:crypto';
import { blogArticles } from '@pawprize/shared/blog/articles';
import { ROUTES, href, type RouteKey, type RouteSpec } from '@pawprize/shared/routes';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import { startServer, type StartedServer } from '../scripts/lib/server-process.mjs';
import { DESKTOP, launchBrowser, MOBILE, screenshot } from './browser.ts';
import { publishedContest } from './helpers/contests.ts';
import { calm, newPage, settleImages } from './helpers/page.ts';
import { fixturePhoto, uploadPet } from './helpers/pets.ts';
import { makeAccount, verifiedAccount } from './helpers/users.ts';

/**
 * Touch targets at 375 px (docs/product/touch-targets.md, ADR 0134): on every route of the route
 * table (signed out, signed in as a member, the admin pages as an admin) every visible button,
 * link, form control, tab, checkbox, radio and switch is at least 44 × 44 CSS px, or has an
 * invisible hit area of that size (an absolutely placed ::before/::after, or the label of a small
 * checkbox or radio). Links inside running text are exempt (WCAG 2.5.8's inline exception).
 * Offenders are printed by route and accessible name.
 */

const MIN = 44;
const suffix = randomBytes(3).toString('hex');
const owner = makeAccount('tess', suffix);
const member = makeAccount('milo', suffix);
const admin = makeAccount('ada', suffix);

let server: StartedServer;
let browser: Browser;
let ownerCookie: string;
let memberCookie: string;
let adminCookie: string;
const params: Record<string, string> = {};
const errors: string[] = [];

/**
 * Controls that belong to screens other work owns (the battle page's Cuter! and photo buttons, the
 * vote deck): printed as offenders when they are, but not failed here. Empty: none are left.
 */
const OWNED_ELSEWHERE: { route: RegExp; name: RegExp }[] = [];

beforeAll(async () => {
  server = await startServer({
    env: { LOG_LEVEL: 'info', SCREENING: 'off', TRUST_PROXY: '1', ADMIN_EMAILS: admin.email },
    timeoutMs: 90_000,
  });
  browser = await launchBrowser();
  ownerCookie = await verifiedAccount(server, owner, { forwardedFor: '203.0.113.61' });
  memberCookie = await verifiedAccount(server, member, { forwardedFor: '203.0.113.62' });
  adminCookie = await verifiedAccount(server, admin, { forwardedFor: '203.0.113.63' });
  // Pets by someone else, so the member's pages have vote buttons; one of the member's own.
  for (const [file, petName] of [
    ['cat-tabby.jpg', `Marmalade ${suffix}`],
    ['dog-grey-frisbee.jpg', `Comet ${suffix}`],
  ] as const) {
    params.pet = (await uploadPet(server, ownerCookie, { petName, file })).id;
  }
  await uploadPet(server, memberCookie, { petName: `Pickle ${suffix}`, file: 'cat-kitten.jpg' });
  // A caption contest with a caption to vote for.
  const form = new FormData();
  form.append('petName', `Biscuit ${suffix}`);
  form.append('breed', 'pomeranian mix');
  const photo = fixturePhoto('dog-red-fluffy.jpg');
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'dog.jpg');
  const res = await fetch(`${server.url}/api/captions`, {
    method: 'POST',
    headers: { origin: server.url, cookie: ownerCookie },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const body = (await res.json()) as { contest?: { shareId: string }; shareId?: string };
  params.shareId = body.contest?.shareId ?? body.shareId!;
  params.blogArticle = blogArticles[0]!.id;
  // Something for the admin's inbox and its account page.
  await fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      'x-forwarded-for': '203.0.113.64',
    },
    body: JSON.stringify({
      name: 'Nora Shelter',
      email: `nora.${suffix}@example.com`,
      subject: 'Hosting a contest for our shelter',
      message: 'Hello! We would love to run a contest for our adoptable cats.',
    }),
  });
  const users = await fetch(`${server.url}/api/admin/users?q=${encodeURIComponent(member.email)}`, {
    headers: { cookie: adminCookie },
  });
  expect(users.status).toBe(200);
  params.user = ((await users.json()) as { users: { id: string }[] }).users[0]!.id;
  // A published contest (its page, its Enter panel, and its admin form).
  const contest = await publishedContest(server, adminCookie, { title: `Cosy Naps ${suffix}` });
  params.contest = contest.slug;
  params.contestId = contest.id;
}, 240_000);

afterAll(async () => {
  await browser?.close();
  const code = await server?.stop();
  if (code !== 0 && code !== null) console.error(`server exited with ${code}:\n${server.output()}`);
});

/** The address to visit for a route, with parameters from the fixtures above. */
function addressOf(key: RouteKey): string {
  switch (key) {
    case 'pet':
      return href('pet', { id: params.pet! });
    case 'blogArticle':
      return href('blogArticle', { id: params.blogArticle! });
    case 'captionContest':
      return href('captionContest', { shareId: params.shareId! });
    case 'contest':
      return href('contest', { slug: params.contest! });
    case 'adminContest':
      return href('adminContest', { id: params.contestId! });
    case 'adminUser':
      return href('adminUser', { id: params.user! });
    case 'adminFinding':
      return href('adminFinding', { id: '00000000-0000-4000-8000-000000000000' });
    case 'resetPassword':
    case 'verifyEmail':
    case 'unsubscribe':
    case 'newsletterConfirm':
    case 'mailUnsubscribe':
      return `${href(key)}?token=00000000-0000-4000-8000-000000000000`;
    default:
      return href(key as never);
  }
}

const routes = (Object.entries(ROUTES) as [RouteKey, RouteSpec][]).map(([key, spec]) => ({
  key,
  spec,
}));

interface Offender {
  route: string;
  role: string;
  name: string;
  width: number;
  height: number;
}

/**
 * Every visible interactive control on the page smaller than 44 × 44 px, counting an absolutely
 * placed ::before/::after as its hit area and a small checkbox's or radio's label as its own.
 */
function measure(min: number): Omit<Offender, 'route'>[] {
  const selector = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="link"]',
    '[role="tab"]',
    '[role="checkbox"]',
    '[role="radio"]',
    '[role="switch"]',
    '[role="menuitem"]',
  ].join(',');

  const boxOf = (el: Element): { width: number; height: number } => {
    const rect = el.getBoundingClientRect();
    return { width: rect.width, height: rect.height };
  };
  const pseudoBox = (el: Element, which: '::before' | '::after') => {
    const style = getComputedStyle(el, which);
    if (style.content === 'none' || style.content === 'normal') return null;
    if (style.position !== 'absolute' || style.display === 'none') return null;
    const width = parseFloat(style.width);
    const height = parseFloat(style.height);
    return Number.isFinite(width) && Number.isFinite(height) ? { width, height } : null;
  };
  const bigEnough = (box: { width: number; height: number } | null) =>
    box !== null && box.width >= min - 0.5 && box.height >= min - 0.5;

  const hidden = (el: Element): boolean => {
    const rect = el.getBoundingClientRect();
    // Visually hidden (sr-only) or not drawn at all.
    if (rect.width <= 2 || rect.height <= 2) return true;
    const style = getComputedStyle(el);
    if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true;
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return true;
    return el.closest('[aria-hidden="true"], [inert]') !== null;
  };

  /** A link inside running text: inline, in a block with other words than its own. */
  const inlineInText = (el: Element): boolean => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    let block = el.parentElement;
    while (block && getComputedStyle(block).display.startsWith('inline')) {
      block = block.parentElement;
    }
    const own = (el.textContent ?? '').replace(/\s+/g, '');
    const all = (block?.textContent ?? '').replace(/\s+/g, '');
    return all.length > own.length;
  };

  const nameOf = (el: Element): string => {
    const labelled = el.getAttribute('aria-labelledby');
    const byIds = labelled
      ?.split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const labels = (el as HTMLInputElement).labels;
    return (
      el.getAttribute('aria-label') ||
      byIds ||
      (labels && labels.length > 0 ? labels[0]!.textContent : '') ||
      el.textContent ||
      el.getAttribute('title') ||
      el.querySelector('img')?.getAttribute('alt') ||
      el.getAttribute('placeholder') ||
      el.getAttribute('name') ||
      el.tagName.toLowerCase()
    )
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80);
  };

  const out: Omit<Offender, 'route'>[] = [];
  for (const el of document.querySelectorAll(selector)) {
    const input = el as HTMLInputElement;
    const smallChoice =
      el.tagName === 'INPUT' && (input.type === 'checkbox' || input.type === 'radio');
    if (hidden(el) && !smallChoice) continue;
    if (inlineInText(el)) continue;
    const boxes = [boxOf(el), pseudoBox(el, '::before'), pseudoBox(el, '::after')];
    if (smallChoice) {
      for (const label of input.labels ?? []) boxes.push(boxOf(label));
      // A visually hidden checkbox or radio with no label drawn is not a target.
      if (hidden(el) && boxes.slice(3).length === 0) continue;
    }
    if (boxes.some(bigEnough)) continue;
    const own = boxes[0]!;
    out.push({
      role:
        el.getAttribute('role') ??
        (el.tagName === 'INPUT' ? `input[${input.type}]` : el.tagName.toLowerCase()),
      name: nameOf(el),
      width: Math.round(own.width),
      height: Math.round(own.height),
    });
  }
  return out;
}

/**
 * Loads `address`, waits for its heading, data and images, and measures its controls. `expect` is
 * the running test's own: two sweeps run at once, and the global one follows only one test.
 */
async function offendersOn(page: Page, address: string, expect: ExpectStatic): Promise<Offender[]> {
  await page.goto(address);
  await expect
    .poll(() => page.getByRole('heading').count(), { timeout: 20_000, message: address })
    .toBeGreaterThan(0);
  await settleImages(page);
  const found = await page.evaluate(measure, MIN);
  return found.map((o) => ({ route: address, ...o }));
}

const ownedElsewhere = (o: Offender) =>
  OWNED_ELSEWHERE.some((rule) => rule.route.test(o.route) && rule.name.test(o.name));

function report(label: string, offenders: Offender[]): void {
  if (offenders.length === 0) return;
  const lines = offenders.map(
    (o) =>
      `  ${o.route}: ${o.role} "${o.name}" ${o.width}×${o.height}${ownedElsewhere(o) ? ' (owned elsewhere)' : ''}`,
  );
  console.log(`Tap targets under ${MIN}×${MIN} px (${label}):\n${lines.join('\n')}`);
}

/** The screens shot at both widths: at 375 px in the sweeps, which load them anyway. */
const SHOTS: { name: string; key: RouteKey; visitor: 'guest' | 'member' | 'admin' }[] = [
  { name: 'taps-pet', key: 'pet', visitor: 'member' },
  { name: 'taps-login', key: 'login', visitor: 'guest' },
  { name: 'taps-shop', key: 'shop', visitor: 'guest' },
  { name: 'taps-contest', key: 'captionContest', visitor: 'guest' },
  { name: 'taps-dashboard', key: 'dashboard', visitor: 'member' },
  { name: 'taps-admin-queue', key: 'admin', visitor: 'admin' },
  { name: 'taps-admin-user', key: 'adminUser', visitor: 'admin' },
];

/**
 * Visits every address as one visitor and expects no offenders (besides those owned elsewhere);
 * after measuring a page of SHOTS for this visitor, saves its 375 px screenshot.
 */
async function sweep(
  expect: ExpectStatic,
  label: string,
  visitor: (typeof SHOTS)[number]['visitor'],
  addresses: string[],
  cookie?: string,
): Promise<void> {
  const shots = new Map(
    SHOTS.filter((shot) => shot.visitor === visitor).map((shot) => [
      addressOf(shot.key),
      shot.name,
    ]),
  );
  expect(
    [...shots.keys()].filter((address) => !addresses.includes(address)),
    `screens shot in the ${label} sweep`,
  ).toEqual([]);
  const { context, page } = await newPage(browser, server, {
    viewport: MOBILE,
    sessionCookie: cookie,
    errors,
  });
  const offenders: Offender[] = [];
  try {
    for (const address of addresses) {
      offenders.push(...(await offendersOn(page, address, expect)));
      const shot = shots.get(address);
      if (shot) {
        await calm(page);
        await screenshot(page, shot);
      }
    }
  } finally {
    await context.close();
  }
  report(label, offenders);
  const failing = offenders
    .filter((o) => !ownedElsewhere(o))
    .map((o) => `${o.route}: ${o.role} "${o.name}" ${o.width}×${o.height}`);
  expect(failing, `tap targets under ${MIN}×${MIN} px, ${label}`).toEqual([]);
}

/** Every route of the table, once per visitor, in a few minutes on a busy two-core machine. */
const SWEEP_TIMEOUT = 420_000;

describe(`tap targets at ${MOBILE.width} px are at least ${MIN} × ${MIN} px`, () => {
  // The signed-out and the member sweeps at once, each in a page of its own: a page waits for the
  // network to go quiet after each load (settleImages), and the other one measures meanwhile.
  it.concurrent(
    'on every public and guest route, signed out',
    async ({ expect }) => {
      const addresses = routes
        .filter(({ spec }) => spec.access === 'public' || spec.access === 'guest')
        .map(({ key }) => addressOf(key));
      await sweep(expect, 'signed out', 'guest', addresses);
    },
    SWEEP_TIMEOUT,
  );

  it.concurrent(
    'on every public and member route, signed in as a member',
    async ({ expect }) => {
      const addresses = routes
        .filter(({ spec }) => spec.access === 'public' || spec.access === 'member')
        .map(({ key }) => addressOf(key));
      await sweep(expect, 'member', 'member', addresses, memberCookie);
    },
    SWEEP_TIMEOUT,
  );

  it(
    'on every admin route, signed in as an admin',
    async ({ expect }) => {
      const addresses = routes
        .filter(({ spec }) => spec.access === 'admin')
        .map(({ key }) => addressOf(key));
      await sweep(expect, 'admin', 'admin', addresses, adminCookie);
    },
    SWEEP_TIMEOUT,
  );

  it(
    'screenshots of the enlarged controls at 1280 px (the sweeps above took them at 375 px)',
    async () => {
      const cookies = { guest: undefined, member: memberCookie, admin: adminCookie };
      for (const shot of SHOTS) {
        const { context, page } = await newPage(browser, server, {
          viewport: DESKTOP,
          errors,
          sessionCookie: cookies[shot.visitor],
        });
        try {
          await page.goto(addressOf(shot.key));
          await expect.poll(() => page.getByRole('heading').count()).toBeGreaterThan(0);
          await calm(page);
          await screenshot(page, shot.name);
        } finally {
          await context.close();
        }
      }
    },
    SWEEP_TIMEOUT,
  );

  it('no console errors', () => {
    expect(errors).toEqual([]);
  });
});
