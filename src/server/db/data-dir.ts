import { chmodSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database folder belongs to one server process: two servers on one folder each see only their own
 * writes and lose the other's. The folder and everything in it are readable by the server's user alone, since the
 * database files hold password hashes and patient transports.
 */
export interface DataDirClaim {
  /** How many files and folders had wider permissions than owner-only and were tightened. */
  tightened: number;
  /** Narrows what the database created open to everyone (its initial files ignore the process's umask). */
  tightenAgain(): void;
  release(): void;
}

const LOCK_FILE = 'tcc.lock';

export function claimDataDir(dir: string): DataDirClaim {
  // every file the database creates from here on is the server's alone
  process.umask(0o077);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const tightened = tightenModes(dir);
  const lock = join(dir, LOCK_FILE);
  takeLock(lock, dir);
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    rmSync(lock, { force: true });
  };
  process.once('exit', release);
  return { tightened, tightenAgain: () => void tightenModes(dir), release };
}

/** The process id of the running server that holds the folder, or null when none does. */
export function heldBy(dir: string): number | null {
  const holder = readHolder(join(dir, LOCK_FILE));
  return holder && isRunning(holder) ? holder.pid : null;
}

interface LockHolder {
  pid: number;
  /** The holder's start time, so a recycled process id (a restarted container) is not taken for the holder. */
  started: string | null;
}

function takeLock(lock: string, dir: string): void {
  const me: LockHolder = { pid: process.pid, started: startTimeOf(process.pid) };
  // a second try only after removing a crashed server's lock; if another server took it meanwhile, it wins
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lock, JSON.stringify(me), { flag: 'wx', mode: 0o600 });
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = readHolder(lock);
    if (holder && isRunning(holder)) throw inUse(dir, holder.pid);
    rmSync(lock, { force: true });
  }
  throw inUse(dir, readHolder(lock)?.pid ?? null);
}

const inUse = (dir: string, pid: number | null) =>
  new Error(
    `The data folder ${dir} is in use by another TCC server${pid ? ` (process ${pid})` : ''}. ` +
      'Stop that server first, or give this one its own DATA_DIR.',
  );

function readHolder(lock: string): LockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(lock, 'utf8')) as Partial<LockHolder>;
    return Number.isInteger(holder.pid) ? { pid: holder.pid!, started: holder.started ?? null } : null;
  } catch {
    // gone meanwhile, or a torn write by a server that crashed while taking it
    return null;
  }
}

function isRunning({ pid, started }: LockHolder): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = startTimeOf(pid);
  return started === null || now === null || now === started;
}

/** Linux: the process's start time in clock ticks since boot, with the boot's id; elsewhere null. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name in parentheses may hold spaces; start time is the 22nd field, the 20th after the name
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return `${boot}:${fields[19]}`;
  } catch {
    return null;
  }
}

function tightenModes(dir: string): number {
  let changed = 0;
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) {
      chmodSync(path, stat.isDirectory() ? 0o700 : 0o600);
      changed++;
    }
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return changed;
}
