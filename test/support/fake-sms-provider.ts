import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for the SMS provider's HTTP API (Twilio's Messages API), as the SMS provider interface speaks it.

export interface ProviderCall {
  method: string;
  url: string;
  authorization: string | undefined;
  form: Record<string, string>;
  /** How many earlier calls were still unanswered when this one arrived. */
  unansweredBefore: number;
}

/**
 * A local stand-in for the SMS provider's API: records every call, refuses all (`refuse`), those to `refuseTo` and the
 * next one to each of `refuseOnceTo`, and answers each after `answerAfterMs`.
 */
export async function startFakeSmsProvider() {
  const calls: ProviderCall[] = [];
  const state = { refuse: false, refuseTo: new Set<string>(), refuseOnceTo: new Set<string>(), answerAfterMs: 0 };
  let unanswered = 0;
  const server: Server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      calls.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization, form, unansweredBefore: unanswered++ });
      res.setHeader('content-type', 'application/json');
      const refused = state.refuse || state.refuseTo.has(form.To ?? '') || state.refuseOnceTo.delete(form.To ?? '');
      setTimeout(() => {
        unanswered--;
        if (refused) {
          res.statusCode = 401;
          res.end(JSON.stringify({ code: 20003, message: 'Authenticate', status: 401 }));
        } else if (req.method === 'POST') {
          res.statusCode = 201;
          res.end(JSON.stringify({ sid: 'SM0001', status: 'queued' }));
        } else {
          res.end(JSON.stringify({ sid: 'AC0001', status: 'active' }));
        }
      }, state.answerAfterMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, calls, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
