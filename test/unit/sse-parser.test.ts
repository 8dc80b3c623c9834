import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from '@/web/lib/sse-parser';

function read(pieces: string[]) {
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  const feed = createSseParser({ onMessage: (m) => messages.push(m), onComment: (c) => comments.push(c) });
  pieces.forEach(feed);
  return { messages, comments };
}

const STREAM = 'event: ready\ndata: {}\n\n: heartbeat\n\nevent: trips\ndata: {"tripId":"t1"}\n\ndata: line one\ndata: line two\n\n';

describe('the event stream reader', () => {
  it('reads events, their data and comments', () => {
    expect(read([STREAM])).toEqual({
      messages: [
        { event: 'ready', data: '{}' },
        { event: 'trips', data: '{"tripId":"t1"}' },
        { event: 'message', data: 'line one\nline two' },
      ],
      comments: ['heartbeat'],
    });
  });

  it('reads the same however the text is cut, one character at a time included', () => {
    const whole = read([STREAM]);
    expect(read(STREAM.split(''))).toEqual(whole);
    for (let cut = 1; cut < STREAM.length; cut++) expect(read([STREAM.slice(0, cut), STREAM.slice(cut)])).toEqual(whole);
  });

  it('takes CRLF and CR line ends, even a CRLF cut in two', () => {
    const crlf = STREAM.replaceAll('\n', '\r\n');
    expect(read(crlf.split(''))).toEqual(read([STREAM]));
    // a lone CR ends its line once the next character shows it is not half of a CRLF
    expect(read([STREAM.replaceAll('\n', '\r'), ':'])).toEqual(read([STREAM]));
  });

  it('sends nothing for an event without data or one not yet ended by a blank line', () => {
    expect(read(['event: trips\n\n', 'event: trips\ndata: {}\n']).messages).toEqual([]);
  });
});
