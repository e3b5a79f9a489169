import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small HTTP load balancer for the multi-instance test: one public address (the instances'
 * PUBLIC_URL) in front of several instances. Requests go round robin, or all to one instance after
 * `route(i)`; a request whose instance refuses the connection is sent to the next one, as load
 * balancers do when an instance dies. It appends the client to X-Forwarded-For.
 */
export interface Balancer {
  url: string;
  /** Send every request to instance `i`, or round robin (null). */
  route(i: number | null): void;
  /** Adds an instance (it gets the next index). */
  add(target: string): void;
  /** How many requests each instance answered. */
  counts: number[];
  stop(): Promise<void>;
}

export async function startBalancer(initial: string[]): Promise<Balancer> {
  const targets = [...initial];
  let pinned: number | null = null;
  let next = 0;
  const counts = targets.map(() => 0);

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const first = pinned ?? next++ % targets.length;
      const attempt = (tries: number, i: number) => {
        const target = new URL(targets[i]!);
        const forwarded = req.headers['x-forwarded-for'];
        const upstream = http.request(
          {
            host: target.hostname,
            port: target.port,
            method: req.method,
            path: req.url,
            headers: {
              ...req.headers,
              'x-forwarded-for': forwarded
                ? `${String(forwarded)}, ${req.socket.remoteAddress}`
                : req.socket.remoteAddress,
            },
          },
          (answer) => {
            counts[i]!++;
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', (err: NodeJS.ErrnoException) => {
          if (!res.headersSent && tries + 1 < targets.length && err.code === 'ECONNREFUSED') {
            attempt(tries + 1, (i + 1) % targets.length);
          } else if (!res.headersSent) {
            res.writeHead(502).end();
          } else {
            res.destroy();
          }
        });
        upstream.end(body);
      };
      attempt(0, first);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    route: (i) => {
      pinned = i;
    },
    add: (target) => {
      targets.push(target);
      counts.push(0);
    },
    counts,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
