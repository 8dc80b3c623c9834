// Reads Server-Sent Events text as it arrives, in pieces cut anywhere (HTML Living Standard, "Parsing an event stream").
// Pure, so the browser's stream reader, the tests and the benchmark read the stream the same way.

export interface SseMessage {
  event: string;
  data: string;
}

export interface SseHandlers {
  onMessage(message: SseMessage): void;
  /** A comment line (the server's heartbeat). */
  onComment?(text: string): void;
}

/** A function to feed the text with, piece by piece; it calls back once per complete event. */
export function createSseParser(handlers: SseHandlers): (chunk: string) => void {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  function line(text: string) {
    if (text === '') {
      if (data.length > 0) handlers.onMessage({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) {
      handlers.onComment?.(text.slice(1).trimStart());
      return;
    }
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    // id and retry are not used: the client keeps its own reconnection schedule
  }

  return (chunk) => {
    buffer += chunk;
    for (;;) {
      const end = buffer.search(/[\r\n]/);
      if (end === -1) return;
      // a CR at the very end may be the first half of a CRLF still on its way
      if (buffer[end] === '\r' && end === buffer.length - 1) return;
      const skip = buffer[end] === '\r' && buffer[end + 1] === '\n' ? 2 : 1;
      line(buffer.slice(0, end));
      buffer = buffer.slice(end + skip);
    }
  };
}
