import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// npm run lint keeps the layers, the alias and the features' entries: each case is one import in a file of the tree.
const eslint = new ESLint({ cwd: process.cwd(), cache: false });
const problems = async (filePath: string, code: string) =>
  (await eslint.lintText(code, { filePath }))[0]!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);

// the first file linted loads the configuration and its plugins
beforeAll(() => problems('src/domain/x.ts', ''), 60_000);

const DOMAIN = 'domain may not import';
const PLANNER = 'planner may not import';
const WEB = 'web may not import';
const SERVER = 'server may not import';
const DEEP = 'an import that climbs two or more folders is written @/…';
const DEEP_INTO_SRC = 'an import into src/ from two or more folders away is written @/…';
const FEATURE = 'another feature is imported through its public entry';

describe('the imports lint refuses', () => {
  it.each([
    // the layers, by the alias and by a relative path
    ['src/domain/trips/x.ts', "import { HttpError } from '@/server/http/errors';", DOMAIN],
    ['src/domain/x.ts', "import { HttpError } from '../server/http/errors';", DOMAIN],
    ['src/domain/units/x.ts', "import { optimizeRoute } from '@/planner/route';", DOMAIN],
    ['src/domain/x.ts', "import { optimizeRoute } from '../planner/route';", DOMAIN],
    ['src/domain/analytics/x.ts', "import { UI } from '@/web/lib/ui-texts';", DOMAIN],
    ['src/domain/x.ts', "import { UI } from '../web/lib/ui-texts';", DOMAIN],
    ['src/planner/darp/x.ts', "import type { Db } from '@/server/db/connect';", PLANNER],
    ['src/planner/x.ts', "import type { Db } from '../server/db/connect';", PLANNER],
    ['src/planner/route/x.ts', "import { UI } from '@/web/lib/ui-texts';", PLANNER],
    ['src/planner/x.ts', "import { UI } from '../web/lib/ui-texts';", PLANNER],
    ['src/web/features/trips/api/x.ts', "import { loadConfig } from '@/server/config';", WEB],
    ['src/web/x.ts', "import { loadConfig } from '../server/config';", WEB],
    ['src/web/lib/x.ts', "import type { RouteProblem } from '@/planner/route';", WEB],
    ['src/web/x.ts', "import type { RouteProblem } from '../planner/route';", WEB],
    ['src/server/modules/x.ts', "import { UI } from '@/web/lib/ui-texts';", SERVER],
    ['src/server/x.ts', "import { UI } from '../web/lib/ui-texts';", SERVER],
    ['src/server/modules/trips/x.ts', "export { UI } from '@/web/lib/ui-texts';", SERVER],
    // a relative path that climbs two folders, in src/ and into it
    ['src/web/lib/x.ts', "import { SEARCH_MAX_LENGTH } from '../../domain/common/limits';", DEEP],
    ['src/server/modules/trips/x.ts', "import { loadConfig } from '../../config';", DEEP],
    ['test/unit/x.test.ts', "import { SEARCH_MAX_LENGTH } from '../../src/domain/common/limits';", DEEP_INTO_SRC],
    ['e2e/admin/x.spec.ts', "import { SCREEN } from '../../src/domain/common/messages';", DEEP_INTO_SRC],
    // another feature's modules below its entry
    ['src/web/features/overview/pages/x.tsx', "import { useSession } from '@/web/features/session/session-context';", FEATURE],
    ['src/web/features/overview/pages/x.tsx', "import type { CreatedTrip } from '@/web/features/trip-requests/components/trip-created-banner';", FEATURE],
    ['src/web/features/dashboard/x.ts', "import { useSession } from '../session/session-context';", FEATURE],
    ['src/web/features/dashboard/x.ts', "export { OverviewPage } from '../overview/pages/overview-page';", FEATURE],
    ['src/web/app/x.tsx', "import { useSession } from '../features/session/session-context';", FEATURE],
    ['src/web/components/x.tsx', "import { useSession } from '@/web/features/session/session-context';", FEATURE],
    ['src/web/x.tsx', "import { SessionProvider } from './features/session/session-provider';", FEATURE],
  ])('%s: %s', async (file, code, refusal) => {
    expect(await problems(file, code)).toContainEqual(expect.stringContaining(refusal));
  });
});

describe('the imports lint lets through', () => {
  it.each([
    // what a layer may import
    ['src/web/lib/x.ts', "import type { RoutePlan } from '@/domain/planning/route-plan-answers';"],
    ['src/planner/route/x.ts', "import type { LatLng } from '@/domain/places/geo';"],
    ['src/server/modules/x.ts', "import { solveDarp } from '@/planner/darp/solver';"],
    ['src/server/x.ts', "import { SEARCH_MAX_LENGTH } from '../domain/common/limits';"],
    // within a folder or one level up
    ['src/domain/trips/x.ts', "import { TRIP_STATUSES } from '../common/enums';"],
    ['src/server/modules/trips/x.ts', "import { tripNumber } from './trip-numbers';"],
    ['test/unit/x.test.ts', "import { SEARCH_MAX_LENGTH } from '@/domain/common/limits';"],
    ['test/process/x.test.ts', "import { checkDarpAnswer } from '../../bench/darp-check';"],
    // a feature through its entry, and a feature's own modules
    ['src/web/features/overview/pages/x.tsx', "import { useSession } from '@/web/features/session';"],
    ['src/web/features/dashboard/x.ts', "import { OverviewPage } from '../overview';"],
    ['src/web/app/x.tsx', "import { useSession } from '../features/session';"],
    ['src/web/x.tsx', "import { SessionProvider } from './features/session';"],
    ['src/web/features/trip-requests/components/x.tsx', "import { tripKeys } from '../api/trip-keys';"],
    ['src/web/features/session/drafts/kept/x.ts', "import { useSession } from '@/web/features/session/session-context';"],
    // a screen loaded on demand names its own module
    ['src/web/features/dashboard/x.ts', "const UnitsPage = () => import('../units/pages/units-page');"],
  ])('%s: %s', async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
