import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local endpoint receiving webhooks: records each request and answers as told, by path.

export interface ReceivedHook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the receiver answers the next requests to a path: a status, after a delay or once released, a redirect. */
export interface Answer {
  status: number;
  delayMs?: number;
  /** Held open until this settles. */
  until?: Promise<unknown>;
  location?: string;
}

/** Verifies a request as a receiver would, per the Standard Webhooks convention. */
export function verifiesWith(secret: string, hook: ReceivedHook): boolean {
  const id = String(hook.headers['webhook-id']);
  const timestamp = String(hook.headers['webhook-timestamp']);
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${hook.body}`).digest();
  return String(hook.headers['webhook-signature'])
    .split(' ')
    .some((part) => {
      const [version, signature] = part.split(',');
      const given = Buffer.from(signature ?? '', 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}

export async function startWebhookReceiver() {
  const received: ReceivedHook[] = [];
  /** Answers queued per path, used up one per request; 200 when none is queued. */
  const answers = new Map<string, Answer[]>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const path = req.url!;
      received.push({ path, headers: req.headers, body });
      const answer = answers.get(path)?.shift() ?? { status: 200 };
      const send = () => {
        if (answer.location) res.setHeader('location', answer.location);
        res.statusCode = answer.status;
        res.end('ok');
      };
      void (answer.until ?? Promise.resolve()).then(() => setTimeout(send, answer.delayMs ?? 0));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    /** The requests to one path, parsed. */
    at: (path: string) => received.filter((r) => r.path === path),
    answerNext: (path: string, ...next: Answer[]) => answers.set(path, [...(answers.get(path) ?? []), ...next]),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
