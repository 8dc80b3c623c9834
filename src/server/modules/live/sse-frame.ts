// The text of Server-Sent Events (HTML Living Standard, "Server-sent events"): a frame is built once per event and
// written to every stream that gets it.
import type { LiveEventName } from '@/domain/notifications/live-updates';

/** An event with its name and JSON data (one line: JSON.stringify never writes a line break). */
export const eventFrame = (name: LiveEventName, data: object = {}) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** A comment line: ignored by readers, but it keeps proxies from closing a quiet connection. */
export const commentFrame = (text: string) => `: ${text}\n\n`;
