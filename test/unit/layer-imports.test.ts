import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// npm run lint keeps the layers apart: each case is a file of one layer importing another.
const eslint = new ESLint({ cwd: process.cwd(), cache: false });
const problems = async (filePath: string, code: string) =>
  (await eslint.lintText(code, { filePath }))[0]!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);

describe('the layers lint keeps', () => {
  it.each([
    ['src/web/features/trips/api/x.ts', "import { loadConfig } from '../../../../server/config';"],
    ['src/web/lib/x.ts', "import type { RouteProblem } from '../../planner/route';"],
    ['src/domain/x.ts', "import { HttpError } from '../server/http/errors';"],
    ['src/domain/analytics/x.ts', "import { UI } from '../../web/lib/ui-texts';"],
    ['src/planner/darp/x.ts', "import type { Db } from '../../server/db/connect';"],
    ['src/server/modules/x.ts', "import { UI } from '../../web/lib/ui-texts';"],
  ])('%s may not import across: %s', async (file, code) => {
    expect(await problems(file, code)).toHaveLength(1);
  });

  it.each([
    ['src/web/lib/x.ts', "import type { RoutePlan } from '../../domain/route-plan';"],
    ['src/planner/route/x.ts', "import type { LatLng } from '../../domain/geo';"],
    ['src/server/modules/x.ts', "import { solveDarp } from '../../planner/darp/solver';"],
  ])('%s may import %s', async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
