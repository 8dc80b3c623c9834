/** An error a route throws on purpose: its status and readable text go to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** headers sent with the answer, such as when to ask again */
    readonly headers: Readonly<Record<string, string>> = {},
    /** fields sent beside `error` (the match a duplicate's 409 names); the route's answer schema must declare them */
    readonly fields: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** A domain rule's refusal, with the status it names. */
export const refusalError = (refusal: { status: number; message: string }) => new HttpError(refusal.status, refusal.message);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new HttpError(429, message, retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) });
