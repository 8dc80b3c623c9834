// Formatting of the benchmark's printed figures.

export const mb = (n: number) => `${n.toFixed(0)} MB`;
export const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** A byte count in B, KB or MB (1024-based), as a person reads a response size. */
export function bytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(2)} MB`;
}

/** A plain-text table: first column left-aligned, the others right-aligned. */
export function table(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => '  ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('   ');
  console.log(line(header));
  console.log('  ' + widths.map((w) => '-'.repeat(w)).join('   '));
  rows.forEach((r) => console.log(line(r)));
}
