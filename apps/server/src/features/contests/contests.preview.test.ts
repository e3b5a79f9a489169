import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { messages } from '@pawprize/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEFORE_CONTEST, call, createContest } from '../../../test/contests.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { ADMIN_EMAIL, adminAccount } from '../../../test/moderation.ts';
import { fakeClock } from '../../../test/voting.ts';
import { publicSettings } from '../../config.ts';
import { withPublicSettings } from '../../http/public-settings.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>PawPrize — the pet photo contest</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

function meta(html: string, key: string): string | undefined {
  return html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`))?.[1];
}

describe(`a contest's address (${testDriver})`, () => {
  let t: TestApp;
  let dist: string;
  let admin: Awaited<ReturnType<typeof adminAccount>>;
  type Made = Awaited<ReturnType<typeof createContest>>;
  let published: Made;
  let plain: Made;
  let draft: Made;
  let archived: Made;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'pawprize-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    t = await createTestApp(
      {
        WEB_DIST: dist,
        MAIL_WORKER: 'false',
        ADMIN_EMAILS: ADMIN_EMAIL,
      },
      { serveWeb: true },
    );
    admin = await adminAccount(t.app);
    fakeClock(t.app, BEFORE_CONTEST);
    published = await createContest(t.app, admin.cookie, {
      title: 'Best "Sleepy" <Dog> & Co',
      theme: 'Naps & snores',
      coverPhotoKey: 'contests/covers/sleepy.webp',
    });
    plain = await createContest(t.app, admin.cookie, { title: 'Plain one', theme: '' });
    draft = await createContest(t.app, admin.cookie, { title: 'A draft' }, { draft: true });
    archived = await createContest(t.app, admin.cookie, { title: 'Put away' });
    await call(t.app, 'POST', `/api/admin/contests/${archived.id}/archive`, {
      cookie: admin.cookie,
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const app = () => withPublicSettings(INDEX, publicSettings(t.app.config));

  it("answers a published contest's page with its link-preview tags, escaped", async () => {
    const res = await t.app.inject({ url: `/contests/${published.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(
      '<title>Best &quot;Sleepy&quot; &lt;Dog&gt; &amp; Co | PawPrize</title>',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(meta(html, 'og:title')).toBe('Best &quot;Sleepy&quot; &lt;Dog&gt; &amp; Co');
    expect(meta(html, 'og:description')).toBe('Naps &amp; snores');
    expect(meta(html, 'og:url')).toBe(`${t.app.config.publicUrl}/contests/${published.slug}`);
    expect(meta(html, 'og:image')).toBe(
      `${t.app.config.publicUrl}${t.app.storage.publicUrl('contests/covers/sleepy.webp')}`,
    );
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    // The slug is matched with no regard to case, as the API does.
    for (const url of [
      `/contests/${published.slug.toUpperCase()}`,
      `/contests/${published.slug}/`,
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    }
  });

  it('falls back to the description and no image without a theme and a cover', async () => {
    const html = (await t.app.inject({ url: `/contests/${plain.slug}` })).body;
    expect(meta(html, 'og:description')).toBe('Show us your sleepiest pet.');
    expect(meta(html, 'og:image')).toBeUndefined();
    expect(meta(html, 'twitter:card')).toBe('summary');
  });

  it('answers unknown, draft and archived contests with the plain app and 404', async () => {
    for (const slug of ['no-such-contest', draft.slug, archived.slug, 'x'.repeat(300), 'a/b']) {
      const res = await t.app.inject({ url: `/contests/${slug}` });
      expect(res.statusCode, slug).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toBe(app());
    }
    // The list itself, with or without a trailing slash, is a page.
    expect((await t.app.inject({ url: '/contests' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/contests/' })).statusCode).toBe(200);
  });

  it('answers the API of an unknown contest with 404 and a clear code and message', async () => {
    for (const slug of ['no-such-contest', draft.slug, archived.slug]) {
      for (const url of [
        `/api/contests/${slug}`,
        `/api/contests/${slug}/entries`,
        `/api/contests/${slug}/results`,
      ]) {
        const res = await call(t.app, 'GET', url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ code: 'NOT_FOUND', message: messages.contests.notFound });
      }
    }
  });
});

describe('a contest address without a built web app', () => {
  it('leaves /contests/:slug to the API 404', async () => {
    const t = await createTestApp({ MAIL_WORKER: 'false' });
    try {
      const res = await t.app.inject({ url: '/contests/no-such-contest' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    } finally {
      await t.close();
    }
  });
});
