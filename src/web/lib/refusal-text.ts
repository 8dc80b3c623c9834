import { refusalInWords } from '@/domain/common/field-words';
import { ApiRequestError } from './api-client';

/**
 * A list's load error: the server's words when it refused the request as asked (a search too long), since the user
 * can fix that; the screen's own message when the server failed.
 */
export function refusalTextOr(err: unknown, fallback: string): string {
  return err instanceof ApiRequestError && err.status === 400 && err.serverMessage ? refusalInWords(err.serverMessage) : fallback;
}
