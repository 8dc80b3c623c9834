// The shapes every API answer is built from. Each route declares its answers with these (src/server/http/answer-contract.ts
// checks them); the web app takes the types of what it receives from the same schemas.
import { z } from 'zod';

/** The one error shape of every failed call. */
export const errorAnswer = z
  .object({ success: z.literal(false), error: z.string().describe('What went wrong, in a sentence a person can read') })
  .meta({ id: 'ErrorAnswer' });

/** A write that answers nothing but that it was done. */
export const doneAnswer = z.object({ success: z.literal(true) });

/** `{ success: true, data }`. */
export const dataAnswer = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** The type of `dataAnswer(S)`, for the web app's calls, which read only the type of what they receive. */
export type DataAnswer<S extends z.ZodType> = ReturnType<typeof dataAnswer<S>>;

/** A list: the whole of it, or (called with limit or offset) one page and how many rows match. */
export const listAnswer = <T extends z.ZodType>(row: T) =>
  z.object({ success: z.literal(true), data: z.array(row), total: z.number().int().optional() });

/** The type of `listAnswer(S)`. */
export type ListAnswer<S extends z.ZodType> = ReturnType<typeof listAnswer<S>>;

/** One page of a list (the screens always ask with limit and offset): its rows and how many match. */
export const pageOf = <T>(list: { data: T[]; total?: number | undefined }) => ({ data: list.data, total: list.total ?? list.data.length });

/** A moment, sent as an ISO 8601 text; the server may hand it a Date. */
export const instant = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** What travels over the wire for an answer schema: its encoded side (an instant is a text there). */
export type Wire<S extends z.ZodType> = z.input<S>;
