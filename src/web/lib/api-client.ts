import type { z } from 'zod';
import type { DataAnswer, Wire } from '@/domain/common/answers';
import { IDEMPOTENCY_HEADER } from '@/domain/common/idempotency';
import { refusalInWords } from '@/domain/common/field-words';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { sameAction } from './idempotency';
import { clearStoredSession, readStoredToken } from './session-storage';

/** The server answered with an error status (or `success: false`); `serverMessage` is its `error` text. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
    /** The HTTP reason phrase ("Forbidden"), for screens whose message quotes it. */
    readonly statusText = '',
    /** The whole answer, for the fields a refusal carries beside its text (the match of a duplicate's 409). */
    readonly payload: unknown = null,
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiRequestError';
  }
}

/** The request never got an answer (offline, server down). */
export class NetworkError extends Error {
  constructor() {
    super(AUTH_MESSAGES.networkError);
    this.name = 'NetworkError';
  }
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The session layer registers what a 401 does (leave the signed-in screens); returns the unregister function. */
export function onUnauthorized(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string>;
  signal?: AbortSignal;
  /** Extra request headers (the units calls ask that no cache answers them). */
  headers?: Record<string, string>;
  /** false for calls that handle a refused token themselves (the start-up check clears the session silently). */
  redirectOnUnauthorized?: boolean;
  /** The key of the action this write carries out (src/web/lib/idempotency.ts); by default one per method, path and body. */
  idempotencyKey?: string;
}

const errorField = (payload: unknown): string | null => {
  if (payload && typeof payload === 'object' && 'error' in payload) {
    const { error } = payload as { error: unknown };
    if (typeof error === 'string' && error.trim() !== '') return error;
  }
  return null;
};

/** Sends one call with the stored bearer token; a network failure becomes NetworkError. */
async function send(path: string, options: RequestOptions, accept: string): Promise<{ response: Response; token: string | null }> {
  const token = readStoredToken();
  const headers: Record<string, string> = { ...options.headers, accept };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const url = options.query ? `${path}?${new URLSearchParams(options.query).toString()}` : path;
  const method = options.method ?? 'GET';
  // every signed-in write says which action it is: a repeat of it within moments, in the same session, is answered
  // without acting again
  if (token && method !== 'GET') {
    const action = `${token.slice(-12)} ${method} ${url} ${JSON.stringify(options.body ?? null)}`;
    headers[IDEMPOTENCY_HEADER] = options.idempotencyKey ?? sameAction(action, () => null).key;
  }
  try {
    const response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
    return { response, token };
  } catch (err) {
    if (options.signal?.aborted) throw err;
    throw new NetworkError();
  }
}

/**
 * A 401 on a call made with a token ends the session (unless the call handles it itself), but only while that token is
 * still the stored one: an answer for a session already signed out (or replaced by a new sign-in) changes nothing.
 */
function endSessionOn401(response: Response, token: string | null, options: RequestOptions) {
  if (response.status === 401 && token && token === readStoredToken() && options.redirectOnUnauthorized !== false) {
    clearStoredSession();
    unauthorizedHandler?.();
  }
}

/**
 * Calls the API with the stored bearer token and JSON; any 401 on a call made with a token ends the session. `S` is the
 * schema the route declares for its success (the server sends nothing else); only its type is read, so no screen loads
 * a schema (or zod) to make a call.
 */
export async function apiRequest<S extends z.ZodType>(path: string, options: RequestOptions = {}): Promise<Wire<S>> {
  const { response, token } = await send(path, options, 'application/json');
  const payload: unknown = await response.json().catch(() => null);
  endSessionOn401(response, token, options);
  const failed = !response.ok || (payload as { success?: unknown } | null)?.success === false;
  if (failed) throw new ApiRequestError(response.status, errorField(payload), response.statusText, payload);
  return payload as Wire<S>;
}

/** A file the API answers (a CSV export): its content and the name the server gives it in Content-Disposition. */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<{ blob: Blob; fileName: string | null }> {
  const { response, token } = await send(path, options, '*/*');
  endSessionOn401(response, token, options);
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    throw new ApiRequestError(response.status, errorField(payload), response.statusText);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  return { blob: await response.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}

/**
 * Text for a failed call: the server's error (a field it names in the screens' words), else the thrown error's own
 * message (network), else the fallback.
 */
export function errorText(err: unknown, fallback: string): string {
  if (err instanceof ApiRequestError) return err.serverMessage ? refusalInWords(err.serverMessage) : fallback;
  if (err instanceof NetworkError) return err.message;
  return fallback;
}

/** Text for a failed call where only the server's words or the fallback may show (admin login). */
export function serverTextOr(err: unknown, fallback: string): string {
  return err instanceof ApiRequestError && err.serverMessage ? refusalInWords(err.serverMessage) : fallback;
}

/** A call whose answer is `{ success: true, data }` with `data` of the schema `S`; resolves to `data`. */
export async function requestData<S extends z.ZodType>(path: string, options?: RequestOptions): Promise<Wire<S>> {
  const answer = (await apiRequest<DataAnswer<S>>(path, options)) as { data: Wire<S> };
  return answer.data;
}
