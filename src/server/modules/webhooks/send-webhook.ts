// One attempt to deliver a webhook: the host resolved and checked again, the request sent to that address, signed,
// no redirect followed, bounded in time. Answers what came of it; never throws.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { webhookUrlProblem } from '@/domain/webhooks/webhook-forms';
import { WEBHOOK_HEADERS } from '@/domain/webhooks/webhook-payload';
import { checkedAddresses, checkedLookup, hostOf, RefusedEndpoint } from './endpoint-address';
import { webhookSignature } from './webhook-signature';

export interface WebhookRequest {
  url: string;
  secret: string;
  eventId: string;
  body: string;
}

/** What an attempt got: a status code (2xx is success), or the error that kept it from one. */
export type AttemptResult = { ok: boolean; statusCode: number | null; error: string | null; durationMs: number };

// an endpoint's answer is read only to free the connection: past this much it is cut short
const MAX_ANSWER_BYTES = 64 * 1024;

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

function post(url: URL, headers: Record<string, string>, body: string, lookup: ReturnType<typeof checkedLookup>, timeoutMs: number) {
  return new Promise<number>((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(url, { method: 'POST', headers, lookup, agent: false });
    const timer = setTimeout(() => req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
    req.on('response', (res) => {
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_ANSWER_BYTES) res.destroy();
      });
      res.on('close', () => {
        clearTimeout(timer);
        resolve(res.statusCode ?? 0);
      });
    });
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.end(body);
  });
}

export async function sendWebhook(w: WebhookRequest, settings: { allowPrivate: boolean; timeoutMs: number }): Promise<AttemptResult> {
  const started = performance.now();
  const result = (ok: boolean, statusCode: number | null, error: string | null): AttemptResult => ({
    ok,
    statusCode,
    error,
    durationMs: Math.round(performance.now() - started),
  });
  try {
    // the rules may have tightened since the endpoint was registered: it is judged as it is now
    const problem = webhookUrlProblem(w.url, settings.allowPrivate);
    if (problem) return result(false, null, problem);
    const url = new URL(w.url);
    const addresses = await checkedAddresses(hostOf(url), settings.allowPrivate);
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'TCC-Webhooks/1',
      [WEBHOOK_HEADERS.id]: w.eventId,
      [WEBHOOK_HEADERS.timestamp]: String(timestamp),
      [WEBHOOK_HEADERS.signature]: webhookSignature(w.secret, w.eventId, timestamp, w.body),
    };
    const status = await post(url, headers, w.body, checkedLookup(addresses), settings.timeoutMs);
    if (status >= 200 && status < 300) return result(true, status, null);
    return result(false, status, status >= 300 && status < 400 ? 'redirect not followed' : null);
  } catch (err) {
    return result(false, null, err instanceof RefusedEndpoint ? err.message : reasonOf(err));
  }
}
