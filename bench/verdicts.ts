// Every target the run checks, gathered as the sections judge them and printed together when the run ends: whether a
// run met them all can be read in one table, each target beside the figure measured in that same run.
import { table } from './report';

interface Verdict {
  section: string;
  what: string;
  figure: string;
  target: string;
  met: boolean;
}

const verdicts: Verdict[] = [];

/** Records a target's verdict for the closing table; answers whether it was met. */
export function judged(section: string, what: string, figure: string, target: string, met: boolean): boolean {
  verdicts.push({ section, what, figure, target, met });
  return met;
}

/** The closing table: every target judged in this run, and how many were met. */
export function printVerdicts(): void {
  if (verdicts.length === 0) return;
  console.log('\n== targets ==\n');
  table(
    ['section: what', 'measured', 'target', 'met'],
    verdicts.map((v) => [`${v.section}: ${v.what}`, v.figure, v.target, v.met ? 'yes' : 'NO']),
  );
  const missed = verdicts.filter((v) => !v.met).length;
  console.log(`\n${verdicts.length - missed} of ${verdicts.length} targets met in this run${missed > 0 ? `; missed: ${missed}` : ''}`);
}
