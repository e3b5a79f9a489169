import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake model does with the next request. */
export type FakeAnswer =
  /** A chat completion whose message content is this (objects are JSON-encoded). */
  | { content: unknown; delayMs?: number }
  /** An HTTP error status. */
  | { status: number }
  /** A raw response body (e.g. not JSON at all). */
  | { raw: string };

export interface FakeAiServer {
  /** e.g. http://127.0.0.1:45678/v1 */
  baseUrl: string;
  /** Answers given in order; when empty, `fallbackAnswer` is used. */
  queue(...answers: FakeAnswer[]): void;
  fallbackAnswer: FakeAnswer;
  /** The JSON bodies and headers of the requests received. */
  requests: { body: Record<string, unknown>; headers: http.IncomingHttpHeaders }[];
  close(): Promise<void>;
}

/** A local server speaking the OpenAI chat completions protocol, for provider tests. */
export async function startFakeAiServer(): Promise<FakeAiServer> {
  const pending: FakeAnswer[] = [];
  const fake: FakeAiServer = {
    baseUrl: '',
    queue: (...answers) => pending.push(...answers),
    fallbackAnswer: { content: { captions: ['One', 'Two', 'Three', 'Four', 'Five'] } },
    requests: [],
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      fake.requests.push({
        body: JSON.parse(raw) as Record<string, unknown>,
        headers: req.headers,
      });
      const answer = pending.shift() ?? fake.fallbackAnswer;
      if ('status' in answer) {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end('{"error":{"message":"overloaded"}}');
        return;
      }
      if ('raw' in answer) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(answer.raw);
        return;
      }
      const content =
        typeof answer.content === 'string' ? answer.content : JSON.stringify(answer.content);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'chatcmpl-test',
            object: 'chat.completion',
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          }),
        );
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
