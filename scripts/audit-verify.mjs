// `npm run audit:verify`: checks the access log's hash chain on the database the settings name (DATABASE_URL, or the
// embedded one in DATA_DIR while no server holds it) and names the first entry changed or following a removed one.
// Plain JavaScript running the compiled command, so that it works in an install without development dependencies.
import { runBackupCommand } from './server-build.mjs';

await runBackupCommand('auditVerifyCommand');
