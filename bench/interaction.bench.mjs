// Interaction to Next Paint (INP) for the taps a visitor makes first, on the emulated phone of the
// Lighthouse bench (ADR 0120): a seeded site (bench/seed-site.ts), Debian Chromium at a 412 × 823
// touch viewport, its CPU slowed to the host's benchmark index ÷ 500. For each interaction the page
// is loaded fresh, left until the network is quiet, then tapped; the figure is the longest Event
// Timing entry of that tap (what Chrome reports as its INP: input delay + handlers + the next
// paint). Goal: ≤ 200 ms each (docs/decisions/0120-calibrated-lighthouse.md).
//   BENCH_RUNS=3 (default): each interaction that many times, the median printed with the range
//   BENCH_EARLY=1: also tap as soon as the drawn page is there (before the app has taken over),
//   and report whether the tap worked
// Measures the built web app as it is: run `npm run build` first when the web code changed.
/* global window, requestAnimationFrame */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { repoRoot, startServer, tempDataDir } from '../scripts/lib/server-process.mjs';

const GOAL_MS = 200;
const TARGET_INDEX = 500;
const PHONE = { width: 412, height: 823 };

/**
 * The interactions: where, what to tap, and what shows that the tap did its work (started before
 * the tap and awaited after it, so a dead tap is a failure rather than a fast figure).
 */
const INTERACTIONS = [
  {
    name: 'Cute! on /vote',
    path: '/vote',
    tap: (page) => page.getByRole('button', { name: 'Cute!' }).first(),
    // The deck's vote: POST /api/swipes (right = Cute!).
    done: (page) => page.waitForResponse((res) => new URL(res.url()).pathname === '/api/swipes'),
  },
  {
    name: 'Cuter! on /battle',
    path: '/battle',
    tap: (page) => page.getByRole('button', { name: /Cuter!/ }).first(),
    done: (page) => page.getByRole('button', { name: 'Next Battle' }).waitFor(),
  },
  {
    name: 'open the mobile menu',
    path: '/',
    tap: (page) => page.getByRole('button', { name: 'Open menu' }),
    done: (page) => page.getByRole('button', { name: 'Close menu' }).waitFor(),
  },
  {
    name: 'gallery sort: Popular',
    path: '/gallery',
    tap: (page) => page.getByRole('radio', { name: 'Popular' }).first(),
    done: (page) => page.getByRole('radio', { name: 'Popular', checked: true }).first().waitFor(),
  },
];

/** Records Event Timing entries from the start of the page (installed before any script). */
function observeEvents() {
  const entries = [];
  Object.defineProperty(window, '__eventTimings', { value: entries });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) entries.push({ name: e.name, duration: e.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

async function benchmarkIndex(browser) {
  const page = await browser.newPage();
  const readings = [];
  for (let i = 0; i < 3; i++) {
    readings.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
  }
  await page.close();
  return readings.sort((a, b) => a - b)[1];
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(browser, server, interaction, multiplier, early) {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    baseURL: server.url,
  });
  // As a returning visitor: the newsletter pop-up has been shown once already.
  await context.addInitScript(() => localStorage.setItem('emailSignupShown', 'true'));
  await context.addInitScript(observeEvents);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplier });
  try {
    await page.goto(interaction.path, { waitUntil: early ? 'commit' : 'load' });
    const target = interaction.tap(page);
    await target.waitFor({ state: 'visible', timeout: 60_000 });
    if (!early) await page.waitForLoadState('networkidle');
    page.setDefaultTimeout(15_000);
    const done = interaction.done(page).then(
      () => true,
      () => false,
    );
    // A tap (pointer events, then click), as a finger does.
    await target.tap({ timeout: 30_000 });
    const worked = await done;
    // Event Timing reports an interaction once its next paint is done: wait for two frames.
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
    );
    const entries = await page.evaluate(() => window.__eventTimings);
    const inp = entries.reduce((max, e) => Math.max(max, e.duration), 0);
    return { inp, worked };
  } finally {
    await context.close();
  }
}

export async function run() {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const dataDir = tempDataDir('pawprize-interaction-');
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/seed-site.ts', '--data-dir', dataDir], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  const server = await startServer({ dataDir, keepDataDir: true, timeoutMs: 120_000 });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const index = await benchmarkIndex(browser);
    const multiplier = Math.max(1, Math.round((index / TARGET_INDEX) * 100) / 100);
    console.log(
      `host benchmark index ${Math.round(index)} → CPU slowdown ${multiplier}× (a phone of index ${TARGET_INDEX})`,
    );
    console.log(
      `\n| interaction | INP ms (median of ${runs}) | range | worked | goal ≤ ${GOAL_MS} ms |`,
    );
    console.log('|---|---|---|---|---|');
    const modes = process.env.BENCH_EARLY ? [false, true] : [false];
    for (const early of modes) {
      for (const interaction of INTERACTIONS) {
        const results = [];
        for (let i = 0; i < runs; i++) {
          results.push(await measure(browser, server, interaction, multiplier, early));
        }
        const values = results.map((r) => Math.round(r.inp));
        const med = median(values);
        const worked = results.filter((r) => r.worked).length;
        const name = early ? `${interaction.name} (during start-up)` : interaction.name;
        console.log(
          `| ${name} | ${med} | ${Math.min(...values)}–${Math.max(...values)} | ${worked}/${runs} | ${med <= GOAL_MS && worked === runs ? 'yes' : 'NO'} |`,
        );
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
