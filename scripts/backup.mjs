// `npm run backup -- FILE`: writes a consistent backup of the embedded database in DATA_DIR to FILE, taken by the
// server running on the folder, or from the folder itself when none does. Plain JavaScript running the compiled
// command, so that it works in an install without development dependencies.
import { runBackupCommand } from './server-build.mjs';

await runBackupCommand('backupCommand');
