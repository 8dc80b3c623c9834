// `npm run bench`: every section in turn. `npm run bench -- scale` (or `-- startup`, `-- matching`, `-- trips`, `-- awards`, `-- analytics`, `-- live`, `-- darp`, `-- backhaul`, `-- web`)
// runs the named sections alone.
//   startup   start-up time and memory on the embedded database; sign-in and token verification beside bare Fastify
//   scale     the control center's lists and overview with 2,000 agencies, 5,000 hospitals and 20,000 units
//   matching  a facility's agency list within 100 miles and trip creation (a selection, or every eligible agency)
//             with 5,000 agencies around the hospital
//   trips     with 100,000 trips: the Trip Management list, an agency's Available Trips, status changes, and 1,000
//             concurrent accept races checked for double assignments
//   awards    1,000 compare-offers requests, each awarded for all its offers at once while an agency withdraws: one winner each
//   analytics with the same 100,000 trips: every analytics, revenue, performance and financial call over 30 days
//   live      1,000 push clients over 2 instances on PostgreSQL: from a status change's commit to its delivery at every
//             client entitled to it, checked against the trip lists' rule, and server memory per stream (PostgreSQL only)
//   darp      the dial-a-ride planner on the 15 Cordeau instances and six busy-day instances (gaps, time, every plan verified)
//             and on generated instances of the same family
//   backhaul  backhaul pairs among 5,000 pending requests of a region (target under 1 s), beside an all-pairs scan
//   web       Lighthouse (mobile) on the production build: role selection, Transport Center Login, the admin's dashboard
// The database sections run on PGlite and on PostgreSQL at 127.0.0.1:5432 (skipped with a note when none answers).
// Loopback only; every run is bounded.
import { cpus, loadavg } from 'node:os';
import { analyticsSection } from './analytics';
import { awardsSection } from './awards';
import { backhaulSection } from './backhaul';
import { darpSection } from './darp';
import { liveSection } from './live';
import { matchingSection } from './matching';
import { scaleSection } from './scale';
import { startupSection } from './startup';
import { tripsSection } from './trips';
import { printVerdicts } from './verdicts';
import { webSection } from './web';

const SECTIONS = { startup: startupSection, scale: scaleSection, matching: matchingSection, trips: tripsSection, awards: awardsSection, analytics: analyticsSection, live: liveSection, darp: darpSection, backhaul: backhaulSection, web: webSection } as const;
type Section = keyof typeof SECTIONS;

function chosenSections(args: string[]): Section[] {
  const unknown = args.filter((a) => !(a in SECTIONS));
  if (unknown.length > 0) throw new Error(`unknown bench section ${unknown.join(', ')}; choose from: ${Object.keys(SECTIONS).join(', ')}`);
  return args.length > 0 ? (args as Section[]) : (Object.keys(SECTIONS) as Section[]);
}

async function main() {
  const sections = chosenSections(process.argv.slice(2));
  // other work on the machine skews every figure; the load average says how much there was
  const busy = loadavg()[0]!.toFixed(1);
  console.log(`TCC benchmark: loopback, Node ${process.version}, ${cpus().length} CPUs, load average ${busy}`);
  const started = performance.now();
  for (const section of sections) {
    console.log(`\n== ${section} ==\n`);
    await SECTIONS[section]();
  }
  printVerdicts();
  console.log(`\nbenchmark finished in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
