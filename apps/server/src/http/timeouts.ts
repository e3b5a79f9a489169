import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Config } from '../config.ts';

/**
 * How long a client may take to send a request (ADR 0024): slowloris connections are closed, a
 * 5 MB photo on a slow phone connection still arrives.
 *
 * - headers: the whole request head must arrive within `headersTimeoutMs` (Node answers 408);
 * - body: the whole request, head and body, within `requestTimeoutMs` (408);
 * - idle: a client that sends nothing for `idleTimeoutMs` while its request is still arriving is
 *   cut off. The idle clock does not run while the server itself works on a complete request
 *   (an upload's encode, an AI caption) — that is ours to bound, not the client's.
 */
export type HttpTimeouts = Config['http'];

/** Options for Fastify (and the `http.Server` it creates). */
export function serverTimeoutOptions(t: HttpTimeouts) {
  return {
    connectionTimeout: t.idleTimeoutMs,
    requestTimeout: t.requestTimeoutMs,
    http: {
      headersTimeout: t.headersTimeoutMs,
      requestTimeout: t.requestTimeoutMs,
      // Node checks the header and request deadlines on this period (its default is 30 s).
      connectionsCheckingInterval: Math.min(5000, Math.max(100, t.headersTimeoutMs / 4)),
    },
  };
}

/**
 * The idle rule: on a socket timeout, keep the connection only while the server is working on a
 * complete request it has not started answering; close it otherwise (a stalled head or body, a
 * client that stopped reading our answer, an idle keep-alive connection).
 */
export function applyIdleRule(server: Server): void {
  const current = new WeakMap<Socket, { req: IncomingMessage; res: ServerResponse }>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    current.set(socket, { req, res });
    res.once('close', () => {
      if (current.get(socket)?.res === res) current.delete(socket);
    });
  });
  // With a listener here Node no longer destroys timed-out sockets itself.
  server.on('timeout', (socket: Socket) => {
    const active = current.get(socket);
    if (active && active.req.complete && !active.res.headersSent) return;
    socket.destroy();
  });
}
