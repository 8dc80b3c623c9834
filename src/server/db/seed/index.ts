import type { Db } from '../connect';

/** Seeds the demo region into an empty database; returns false when the database already holds users. */
export async function seedDemoData(_db: Db): Promise<boolean> {
  return false;
}
