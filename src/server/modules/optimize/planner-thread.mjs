// The planner's thread starts here: it runs the TypeScript sources as the server does (through tsx), then serves.
import { register } from 'tsx/esm/api';

register();
await import('./planner-thread.ts');
