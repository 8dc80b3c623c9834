// Formatting of the benchmark's printed figures.
import type { LoadFigures } from './load';

export const mb = (n: number) => `${n.toFixed(0)} MB`;
export const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const count = (n: number) => n.toLocaleString('en-US');

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

/** One measured endpoint: what `measureEndpoint` found, and the size of its JSON answer. */
export interface EndpointRow {
  label: string;
  figures: LoadFigures;
  aloneMs: number;
  responseBytes: number;
}

/** The load table of the database sections; `seconds` is the length of a measured run. */
export function loadTable(rows: EndpointRow[], seconds: number) {
  const line = ({ label, figures: f, aloneMs, responseBytes }: EndpointRow) => {
    // autocannon drops the requests still in flight when the time is up: none finished means each took longer
    const latency = (ms: number) => (f.total === 0 ? `> ${seconds * 1000}` : ms.toFixed(0));
    const rps = f.rps.toFixed(f.rps < 10 ? 1 : 0);
    return [label, rps, latency(f.p50), latency(f.p99), aloneMs.toFixed(0), bytes(responseBytes), String(f.total), String(f.failed)];
  };
  table(['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'alone ms', 'response', 'requests', 'failed'], rows.map(line));
  console.log('alone ms: one request with nothing else in flight; response: size of the JSON body');
}

/** A figure the bench checked: its name, what the server's answer gave and what it must be. */
export type Check = [name: string, got: number, want: number];

/** Prints the checks in one go (all match, or each mismatch); a mismatch fails the run. */
export function printChecks(what: string, against: string, checks: Check[]) {
  const wrong = checks.filter(([, got, want]) => got !== want);
  if (wrong.length === 0) {
    console.log(`${what} checked: all ${checks.length} figures match ${against}`);
    console.log(`  ${checks.map(([name, got]) => `${name} ${count(got)}`).join('; ')}`);
    return;
  }
  process.exitCode = 1;
  console.log(`${what} checked: ${wrong.length} of ${checks.length} figures DO NOT match ${against}`);
  for (const [name, got, want] of wrong) console.log(`  MISMATCH ${name}: got ${got}, expected ${want}`);
}

/** No answer the web app asks for may be larger than this at the benchmark's scale. */
export const APP_ANSWER_LIMIT_BYTES = 200 * 1024;

/** The size of each answer the web app asks for, each one over the limit flagged; answers how many were over. */
export function answerSizes(rows: [label: string, responseBytes: number][]): number {
  table(
    ['answer the web app asks for', 'size', ''],
    rows.map(([label, n]) => [label, bytes(n), n > APP_ANSWER_LIMIT_BYTES ? `OVER ${bytes(APP_ANSWER_LIMIT_BYTES)}` : 'ok']),
  );
  return rows.filter(([, n]) => n > APP_ANSWER_LIMIT_BYTES).length;
}
