// `npm run darp -- FILE [--time-limit SECONDS] [--seed N]`: plans a Cordeau-format dial-a-ride instance and prints
// one JSON object on stdout: {"routes": [[node ids, depots left out], ...], "cost": total distance}.
// Errors go to stderr with a non-zero exit code.
import { readFileSync } from 'node:fs';
import { CordeauFormatError, cordeauProblem, parseCordeau } from '../src/planner/darp/cordeau';
import { solveDarp } from '../src/planner/darp/solver';

const DEFAULT_SECONDS = 4;

function fail(message: string): never {
  process.stderr.write(`darp: ${message}\n`);
  process.exit(1);
}

function parseArgs(args: string[]): { file: string; seconds: number; seed: number } {
  let file: string | undefined;
  let seconds = DEFAULT_SECONDS;
  let seed = 1;
  for (let k = 0; k < args.length; k++) {
    const arg = args[k]!;
    if (arg === '--time-limit' || arg === '--seed') {
      const value = Number(args[++k]);
      if (!Number.isFinite(value) || value <= 0) fail(`${arg} needs a positive number`);
      if (arg === '--time-limit') seconds = value;
      else seed = Math.floor(value);
    } else if (arg.startsWith('--')) fail(`unknown option ${arg}`);
    else if (file === undefined) file = arg;
    else fail(`unexpected argument ${arg}`);
  }
  if (file === undefined) fail('usage: npm run darp -- FILE [--time-limit SECONDS] [--seed N]');
  return { file, seconds, seed };
}

const { file, seconds, seed } = parseArgs(process.argv.slice(2));
let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (err) {
  fail(`cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`);
}
let instance;
try {
  instance = parseCordeau(text);
} catch (err) {
  if (err instanceof CordeauFormatError) fail(`${file}: ${err.message}`);
  throw err;
}
// the limit counts from the process's start (performance.now()): loading and reading are inside it, with a margin for output
const solution = solveDarp(cordeauProblem(instance), { timeLimitMs: Math.max(50, seconds * 1000 - performance.now() - 150), seed });
if (solution.unserved.length > 0) {
  process.stderr.write(`darp: ${solution.unserved.length} request(s) could not be served: ${solution.unserved.map((u) => u.request + 1).join(', ')}\n`);
}
process.stdout.write(`${JSON.stringify({ routes: solution.routes.filter((r) => r.length > 0), cost: Math.round(solution.cost * 1e6) / 1e6 })}\n`);
if (solution.unserved.length > 0) process.exitCode = 2;
