// The server's end of one live updates stream (Server-Sent Events over a fetch body), written to by the test.
import type { SentCall } from './fake-server';

export interface EventStream {
  response: Response;
  send(event: string, data?: unknown): void;
  /** The server closes the stream. */
  end(): void;
}

/** A stream for `call`: the caller's abort ends it, as the browser's fetch does. */
export function eventStream(call: SentCall): EventStream {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  call.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (event, data = {}) => controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    end: () => controller.close(),
  };
}
