// An organisation's name as people will see it in every list: written one way, so that a name cannot pass for another
// by a character nobody sees (a zero-width space, a direction mark), a non-breaking or doubled space, or a
// compatibility form (a full-width letter).
import { z } from 'zod';

// zero-width and joining characters, soft hyphens, direction marks and embeddings, fillers and variation selectors
const INVISIBLE: readonly (readonly [number, number])[] = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
];
const visible = (character: string) => {
  const point = character.codePointAt(0)!;
  return !INVISIBLE.some(([from, to]) => point >= from && point <= to);
};

/** NFKC, invisible characters dropped, every run of spaces (of any kind, line breaks included) one space, trimmed. */
export const normaliseName = (text: string): string =>
  [...text.normalize('NFKC')].filter(visible).join('').replace(/\s+/gu, ' ').trim();

/** A facility's or agency's name in a request: stored and compared as `normaliseName` leaves it. */
export const organisationName = (max = 200) => z.string().transform(normaliseName).pipe(z.string().min(1).max(max));
