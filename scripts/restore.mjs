// `npm run restore -- FILE`: makes the data folder DATA_DIR, new or empty, from the backup in FILE. Plain JavaScript
// running the compiled command, so that it works in an install without development dependencies.
import { runBackupCommand } from './server-build.mjs';

await runBackupCommand('restoreCommand');
