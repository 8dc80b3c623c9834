// `npm run db:functions -- NAME`: writes the database's functions and triggers (src/server/db/functions/, one file per
// concern) into a new migration NNNN_NAME.sql that applies them all again, and records it in the journal. Run it after
// changing a file there; test/api/database-functions.test.ts fails while the migrated database differs from the files.
// A function or trigger removed or renamed is dropped by a statement written above the files' in the new migration.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const FUNCTIONS = join(root, 'src/server/db/functions');
const MIGRATIONS = join(root, 'src/server/db/migrations');
const JOURNAL = join(MIGRATIONS, 'meta/_journal.json');
// how the migrator splits a migration into statements
const BREAKPOINT = '\n--> statement-breakpoint\n';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run db:functions -- NAME (lower-case letters, digits and underscores)');
  process.exit(1);
}
const files = readdirSync(FUNCTIONS).filter((file) => file.endsWith('.sql')).sort();
const body = files.map((file) => `-- ${file}\n${readFileSync(join(FUNCTIONS, file), 'utf8').trim()}`).join(BREAKPOINT);
const journal = JSON.parse(readFileSync(JOURNAL, 'utf8'));
const last = journal.entries.at(-1);
const idx = last.idx + 1;
const tag = `${String(idx).padStart(4, '0')}_${name}`;
writeFileSync(join(MIGRATIONS, `${tag}.sql`), `-- Applies src/server/db/functions/ again.\n${body}\n`);
// the migrator applies a migration only when its time is after the last one applied
journal.entries.push({ idx, version: last.version, when: Math.max(Date.now(), last.when + 1), tag, breakpoints: true });
writeFileSync(JOURNAL, JSON.stringify(journal, null, 2));
console.log(`Wrote src/server/db/migrations/${tag}.sql`);
