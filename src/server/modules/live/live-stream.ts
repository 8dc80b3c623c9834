// One open stream to one browser: the body Fastify pipes to the response, and what the hub needs to know of its reader.
import { PassThrough } from 'node:stream';
import type { Caller } from '@/server/plugins/auth';

// A reader that stops reading (a frozen tab, a dead network) is dropped rather than buffered without bound; it
// reconnects and asks again for what it missed.
const MAX_BUFFERED_BYTES = 64 * 1024;

export interface LiveStream {
  readonly caller: Caller;
  /** The response body; Fastify destroys it when the client goes away. */
  readonly body: PassThrough;
  /** Writes a frame; false when the stream is closed or was dropped for not reading. */
  write(frame: string): boolean;
  /** Ends the stream (the client sees it end and reconnects, authorised afresh). */
  end(): void;
  readonly closed: boolean;
}

export function createLiveStream(caller: Caller, onClose: (stream: LiveStream) => void): LiveStream {
  const body = new PassThrough();
  let closed = false;
  const stream: LiveStream = {
    caller,
    body,
    get closed() {
      return closed;
    },
    write(frame) {
      if (closed) return false;
      if (body.writableLength > MAX_BUFFERED_BYTES) {
        body.destroy();
        return false;
      }
      body.write(frame);
      return true;
    },
    end() {
      if (!closed) body.end();
    },
  };
  body.once('close', () => {
    closed = true;
    onClose(stream);
  });
  // an ended stream closes once its last bytes are read; a destroyed one at once
  body.once('finish', () => {
    closed = true;
  });
  return stream;
}
