/** An ILIKE pattern matching values that contain `q` literally (its % and _ are not wildcards). */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
