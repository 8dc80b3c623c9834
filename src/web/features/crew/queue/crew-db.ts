// The crew app's database on the phone (IndexedDB `tcc-crew`): the steps tapped and the positions taken, each kept
// until the server has them, through a closed or reloaded app and a phone without signal.
import { openDB, type DBSchema } from 'idb';
import type { PendingPosition } from './position-queue-rules';
import type { PendingStep } from './step-queue-rules';

interface CrewQueueDb extends DBSchema {
  steps: { key: number; value: PendingStep; indexes: { id: string } };
  positions: { key: number; value: PendingPosition; indexes: { id: string } };
}

const DB_NAME = 'tcc-crew';
// 1: the steps; 2: the positions beside them (a phone with steps waiting from version 1 keeps them)
const VERSION = 2;

let opened: ReturnType<typeof openDB<CrewQueueDb>> | null = null;

/** The open database, made or brought up to date on first use. */
export const crewDb = () =>
  (opened ??= openDB<CrewQueueDb>(DB_NAME, VERSION, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) database.createObjectStore('steps', { keyPath: 'seq', autoIncrement: true }).createIndex('id', 'id', { unique: true });
      if (oldVersion < 2) database.createObjectStore('positions', { keyPath: 'seq', autoIncrement: true }).createIndex('id', 'id', { unique: true });
    },
  }));
