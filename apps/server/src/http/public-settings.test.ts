import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DEFAULT_PUBLIC_SETTINGS,
  PUBLIC_SETTINGS_ELEMENT_ID,
  type PublicSettings,
} from '@pawprize/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helpers.ts';
import { createTestApp, testDriver } from '../../test/helpers.ts';
import { fetchPage } from '../../test/web-pages.ts';
import { withPublicSettings, withSettingValues } from './public-settings.ts';

/**
 * The host's settings in the pages the server sends (docs/decisions/0126-one-source-per-setting.md):
 * a JSON data block in every page, and this host's values in the drawn first screens, which the
 * build drew with the defaults. /terms printed DAILY_VOTES' default (20) on a host that set 50.
 */

/** The page's settings block, parsed. */
function settingsOf(html: string): PublicSettings {
  const found = new RegExp(
    `<script type="application/json" id="${PUBLIC_SETTINGS_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  expect(found, 'the settings block').not.toBeNull();
  return JSON.parse(found![1]!) as PublicSettings;
}

const drawnTerms =
  '<main><p>Everyone has <span data-setting="dailyVotes">20</span> a day with an account, ' +
  '<span data-setting="dailyVotesAnonymous">10</span> without; one network ' +
  '<span data-setting="anonVotesPerIp">100</span>; <span data-setting="unknown">7</span></p></main>';

function fakeDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'pawprize-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>PawPrize</title></head><body><div id="root"><div>bar</div></div>\n</body></html>',
  );
  writeFileSync(
    path.join(dist, 'prerendered.json'),
    JSON.stringify({ pages: { '/terms': drawnTerms }, requests: {} }),
  );
  return dist;
}

describe('withPublicSettings and withSettingValues', () => {
  it('puts the settings before </head> as a data block that cannot close itself', () => {
    const html = withPublicSettings('<html><head><title>x</title></head><body></body></html>', {
      ...DEFAULT_PUBLIC_SETTINGS,
      // Not a number a host can set, but whatever the block holds must stay inside it.
      label: '</script><script>alert(1)</script>',
    } as PublicSettings);
    expect(html).toMatch(
      /<\/title><script type="application\/json" id="public-settings">.*<\/head>/s,
    );
    expect(html).not.toContain('</script><script>alert(1)');
    expect(settingsOf(html)).toMatchObject(DEFAULT_PUBLIC_SETTINGS);
  });

  it("writes this host's values into the setting spans, formatted as the web formats them", () => {
    const markup = withSettingValues(drawnTerms, {
      dailyVotes: 1500,
      dailyVotesAnonymous: 0,
      anonVotesPerIp: 100,
    });
    expect(markup).toContain('<span data-setting="dailyVotes">1,500</span>');
    expect(markup).toContain('<span data-setting="dailyVotesAnonymous">0</span>');
    expect(markup).toContain('<span data-setting="anonVotesPerIp">100</span>');
    expect(markup).toContain('<span data-setting="unknown">7</span>');
  });
});

describe(`pages of a host with its own settings (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { MAIL_WORKER: 'false', WEB_DIST: fakeDist(), DAILY_VOTES: '50', ANON_VOTES_PER_IP: '40' },
      { serveWeb: true },
    );
  });
  afterAll(() => t?.close());

  it('sends the settings in every page, drawn or not, whatever the encoding', async () => {
    for (const accept of ['br', 'gzip', undefined]) {
      for (const url of ['/terms', '/login', '/no/such/page']) {
        const status = url === '/no/such/page' ? 404 : 200;
        expect(settingsOf(await fetchPage(t.app, url, accept, status)), url).toEqual({
          dailyVotes: 50,
          dailyVotesAnonymous: DEFAULT_PUBLIC_SETTINGS.dailyVotesAnonymous,
          anonVotesPerIp: 40,
        });
      }
    }
  });

  it("draws /terms with the host's numbers, not the build's defaults", async () => {
    for (const accept of ['br', undefined]) {
      const terms = await fetchPage(t.app, '/terms', accept);
      expect(terms).toContain('<span data-setting="dailyVotes">50</span>');
      expect(terms).toContain('<span data-setting="dailyVotesAnonymous">10</span>');
      expect(terms).toContain('<span data-setting="anonVotesPerIp">40</span>');
      expect(terms).not.toContain('>20</span>');
    }
  });
});
