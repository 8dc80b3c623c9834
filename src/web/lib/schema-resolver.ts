import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** One problem of a form, as the shared schema found it in the body built from the form. */
export interface FormIssue {
  field: string;
  issue: z.core.$ZodIssue;
  /** What the body held for the field ('' and null for an empty input). */
  value: unknown;
}

/** The context of a form that shows a stored phone number: what it showed, so an untouched number is not sent. */
export interface ShownPhone {
  shownPhone: string;
}

/**
 * A react-hook-form resolver over a request schema from src/domain: the form's text values (and the form's context)
 * become the call's body,
 * the server's own schema checks it, and `message` words each field's first problem. Submit receives the parsed body.
 */
export function schemaResolver<V extends FieldValues, S extends z.ZodType, C = unknown>(
  schema: S,
  toBody: (values: V, context: C | undefined) => Record<string, unknown>,
  message: (problem: FormIssue) => string,
): Resolver<V, C, z.output<S>> {
  return async (values, context) => {
    const body = toBody(values, context);
    const result = await schema.safeParseAsync(body);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      errors[field] ??= { type: issue.code, message: message({ field, issue, value: body[field] }) };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/** An input's text as a coordinate: blank is "none" (null), anything else a number (NaN when it is not one). */
export const coordinateOf = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

export const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
