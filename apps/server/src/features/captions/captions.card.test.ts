import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isMultiLineText } from '@pawprize/shared/text';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContest, jpegPart, voteCaption } from '../../../test/captions.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { fixturePhoto } from '../../../test/images.ts';
import { verifiedUser } from '../../../test/users.ts';
import { layoutCaption, overlaySvg, renderShareCard, textWidth } from './share-card.ts';

describe('share card drawing', () => {
  it('wraps long captions inside the card, shrinking the font before cutting', () => {
    const short = layoutCaption('Golden hour? No, Biscuit hour.');
    expect(short.lines).toHaveLength(1);
    const long = layoutCaption('word '.repeat(60).trim());
    expect(long.lines.length).toBeLessThanOrEqual(3);
    expect(long.lines.at(-1)!.endsWith('…')).toBe(true);
    for (const line of long.lines) expect(textWidth(line, long.fontSize)).toBeLessThanOrEqual(1072);
  });

  it('escapes the caption and leaves out emoji', () => {
    const svg = overlaySvg('<script>alert("hi")</script> & 🐶 done', 'PawPrize · Rex & Co');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp;');
    expect(svg).toContain('Rex &amp; Co');
    expect(svg).not.toContain('🐶');
  });

  it('draws captions and names stored with control characters', async () => {
    const nasty = 'Bell\u0007 tab\t esc\u001b[1m vt\u000b nel\u0085 \ufffe end';
    const svg = overlaySvg(nasty, `PawPrize · Re\u0000x`);
    expect(isMultiLineText(svg)).toBe(true);
    const card = await renderShareCard(fixturePhoto('cat-tabby.jpg'), nasty, 'Re\u0001x');
    expect((await sharp(card).metadata()).format).toBe('jpeg');
  });

  it('renders a 1200×630 JPEG', async () => {
    const card = await renderShareCard(fixturePhoto('cat-tabby.jpg'), 'Caught mid-plot.', 'Tom');
    const meta = await sharp(card).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });
});

describe(`share cards and link previews (${testDriver})`, () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof verifiedUser>>;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'pawprize-dist-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>PawPrize</title><meta property="og:title" content="PawPrize" /></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp({ MAIL_WORKER: 'false', WEB_DIST: dist }, { serveWeb: true });
    owner = await verifiedUser(t.app);
  });
  afterAll(() => t?.close());

  it('serves the card of the leading caption, then from the cache', async () => {
    const contest = await createContest(t.app, owner.cookie);
    const url = `/api/captions/${contest.shareId}/card.jpg`;
    const first = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const meta = await sharp(first.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 1200, height: 630 });
    const etag = first.headers.etag as string;
    expect(etag).toContain(contest.captions[0]!.id);

    const again = await t.app.inject({ url });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const notModified = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);

    // A vote moves another caption to the top: a new card.
    const voter = await verifiedUser(t.app);
    await voteCaption(t.app, voter.cookie, contest.shareId, contest.captions[2]!.id);
    const moved = await t.app.inject({ url });
    expect(moved.headers.etag).toContain(contest.captions[2]!.id);
    expect(moved.rawPayload.equals(first.rawPayload)).toBe(false);

    expect(
      (await t.app.inject({ url: '/api/captions/AAAAAAAAAAAAAAAA/card.jpg' })).statusCode,
    ).toBe(404);
  });

  it('answers /captions/:shareId with Open Graph and Twitter tags (escaped)', async () => {
    const contest = await createContest(t.app, owner.cookie, {
      petName: '<b>Rex</b> & "Co"',
      image: jpegPart(fixturePhoto('dog-grey-frisbee.jpg')),
    });
    const res = await t.app.inject({ url: `/captions/${contest.shareId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('id="root"');
    expect(html).not.toContain('<b>Rex</b>');
    expect(html).toContain('&lt;b&gt;Rex&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(html.match(/property="og:title"/g)).toHaveLength(1);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
    expect(image).toBe(
      `http://localhost:3000/api/captions/${contest.shareId}/card.jpg?v=${contest.captions[0]!.id.slice(0, 8)}`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    const description = /<meta property="og:description" content="([^"]+)"/.exec(html)![1]!;
    const top = contest.captions[0]!.caption;
    const unescape = (text: string) =>
      text.replace(/&(lt|gt|quot|apos|#39|amp);/g, (_m, e: string) =>
        e === 'lt' ? '<' : e === 'gt' ? '>' : e === 'quot' ? '"' : e === 'amp' ? '&' : "'",
      );
    expect(unescape(description)).toContain(top);

    const unknown = await t.app.inject({ url: '/captions/AAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.body).not.toContain('og:image');
  });
});
