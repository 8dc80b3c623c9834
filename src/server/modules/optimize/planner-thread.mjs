// The planner's thread starts here: it runs the TypeScript sources as the server does (through tsx), then serves.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// the project's tsconfig.json, named by the server rather than found from the working folder: its paths make `@/…`
// src/ wherever the server starts
register({ tsconfig: workerData.tsconfig });
await import('./planner-thread.ts');
