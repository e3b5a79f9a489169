import { once } from 'node:events';
import net from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { MAX_IMAGE_BYTES } from '@pawprize/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from './auth-helpers.ts';
import type { TestApp } from './helpers.ts';
import { createTestApp, testDriver } from './helpers.ts';
import { paddedJpeg } from './images.ts';
import { multipartBody } from './multipart.ts';
import { verifiedUser } from './users.ts';

/**
 * HTTP timeouts (ADR 0024), with real sockets against a listening server. The timeouts are short
 * here (headers 1 s, idle 1 s, whole request 5 s) so the test is quick; production defaults are
 * 30 s, 30 s and 5 minutes.
 */
const HEADERS_MS = 1000;
const IDLE_MS = 1000;
const REQUEST_MS = 5000;

interface Outcome {
  /** Milliseconds from the first byte sent to the server closing the connection. */
  closedAfterMs: number;
  /** Everything the server answered. */
  answer: string;
}

/** Opens a connection, lets `drive` write to it, and resolves when the server closes it. */
async function converse(
  port: number,
  drive: (socket: net.Socket, closed: () => boolean) => Promise<void>,
  giveUpMs = 15_000,
): Promise<Outcome> {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.on('error', () => {});
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  let isClosed = false;
  const closed = once(socket, 'close').then(() => (isClosed = true));
  const started = performance.now();
  void drive(socket, () => isClosed).catch(() => {});
  const guard = delay(giveUpMs).then(() => 'still open' as const);
  const result = await Promise.race([closed, guard]);
  const closedAfterMs = performance.now() - started;
  socket.destroy();
  if (result === 'still open')
    throw new Error(`the server kept the connection open ${giveUpMs} ms`);
  return { closedAfterMs, answer };
}

/** Writes `data` in `pieces` equal parts, one every `everyMs`, until done or the socket closes. */
async function trickle(
  socket: net.Socket,
  closed: () => boolean,
  data: Buffer,
  pieces: number,
  everyMs: number,
) {
  const size = Math.ceil(data.length / pieces);
  for (let at = 0; at < data.length && !closed(); at += size) {
    socket.write(data.subarray(at, at + size));
    await delay(everyMs);
  }
}

describe(`HTTP timeouts against slow clients (${testDriver})`, () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(
      {
        MAIL_WORKER: 'false',
        HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
        HTTP_IDLE_TIMEOUT_MS: String(IDLE_MS),
        HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_MS),
      },
      {},
      (app) => {
        // Server-side work longer than the idle timeout (as an encode or an AI caption can be).
        app.get('/test/slow-work', async () => {
          await delay(IDLE_MS * 2);
          return { done: true };
        });
      },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t?.close());

  it('cuts off a request head that trickles in (slowloris) with 408', async () => {
    const { closedAfterMs, answer } = await converse(port, async (socket, closed) => {
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
      // A header line every 100 ms: never idle, never done.
      for (let i = 0; !closed(); i++) {
        socket.write(`X-Slow-${i}: a\r\n`);
        await delay(100);
      }
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(HEADERS_MS - 50);
    expect(closedAfterMs).toBeLessThan(HEADERS_MS + 3000);
  });

  it('closes a connection whose body stops arriving (idle)', async () => {
    const { closedAfterMs } = await converse(port, async (socket) => {
      socket.write(
        'POST /api/newsletter HTTP/1.1\r\nHost: localhost\r\n' +
          `Origin: ${ORIGIN}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n` +
          '{"email":"',
      );
    });
    expect(closedAfterMs).toBeGreaterThanOrEqual(IDLE_MS - 50);
    expect(closedAfterMs).toBeLessThan(REQUEST_MS);
  });

  it('answers 408 to a body that trickles in forever (whole-request timeout)', async () => {
    const { closedAfterMs, answer } = await converse(port, async (socket, closed) => {
      socket.write(
        'POST /api/newsletter HTTP/1.1\r\nHost: localhost\r\n' +
          `Origin: ${ORIGIN}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n` +
          '{"email":"',
      );
      while (!closed()) {
        socket.write('a');
        await delay(100);
      }
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_MS - 50);
    expect(closedAfterMs).toBeLessThan(REQUEST_MS + 3000);
  });

  it('takes a 5 MB photo sent slowly but steadily, longer than the header and idle timeouts', async () => {
    const { cookie } = await verifiedUser(t.app);
    const form = multipartBody({
      petName: 'Slowpoke',
      image: {
        filename: 'slow.jpg',
        contentType: 'image/jpeg',
        data: paddedJpeg(MAX_IMAGE_BYTES - 1),
      },
    });
    const head = Buffer.from(
      [
        'POST /api/pets HTTP/1.1',
        'Host: localhost',
        `Origin: ${ORIGIN}`,
        `Cookie: ${cookie}`,
        'Connection: close',
        `Content-Type: ${form.headers['content-type']}`,
        `Content-Length: ${form.payload.length}`,
        '',
        '',
      ].join('\r\n'),
    );
    const { closedAfterMs, answer } = await converse(port, async (socket, closed) => {
      // The head in pieces over ~0.6 s, then the body over ~3 s (20 pieces, one every 150 ms).
      await trickle(socket, closed, head, 4, 150);
      await trickle(socket, closed, form.payload, 20, 150);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 201/);
    expect(closedAfterMs).toBeGreaterThan(HEADERS_MS + IDLE_MS);
  });

  it('keeps the connection while the server works longer than the idle timeout', async () => {
    const { answer, closedAfterMs } = await converse(port, async (socket) => {
      socket.write('GET /test/slow-work HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('{"done":true}');
    expect(closedAfterMs).toBeGreaterThanOrEqual(IDLE_MS * 2 - 50);
  });
});
