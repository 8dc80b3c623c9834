// A TCC backup file: a line naming the format, a line of JSON saying when the backup was taken and the checksum of
// what follows, then the embedded database's folder as PGlite dumps it (a gzipped tarball). The two lines are text,
// so `head -2 FILE` tells what a file is.
import { createHash } from 'node:crypto';
import { open, readFile, rm } from 'node:fs/promises';

const FORMAT_LINE = 'TCC backup 1';
// the format line and the header are far shorter: a file without a line break by then is something else
const HEADER_MAX_BYTES = 1024;

/** A refusal of the backup or restore commands: one sentence for the operator, printed as it is. */
export class BackupRefusal extends Error {}

interface BackupHeader {
  createdAt: string;
  sha256: string;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const because = (err: unknown, file: string): string => {
  switch ((err as NodeJS.ErrnoException).code) {
    case 'EEXIST':
      return `${file} already exists: name a new file, so that no backup is overwritten.`;
    case 'ENOENT':
      return `${file} cannot be written: its folder does not exist.`;
    case 'EACCES':
      return `${file} cannot be written: permission denied.`;
    default:
      return `${file} cannot be written: ${(err as Error).message}.`;
  }
};

/**
 * Creates `file` (never over an existing one, readable by its owner alone), then writes the tarball `dump` answers.
 * The file is made first, so that no dump is taken for a file that cannot be written; it is removed if the dump fails.
 */
export async function writeBackupFile(file: string, dump: () => Promise<Uint8Array>): Promise<void> {
  const handle = await open(file, 'wx', 0o600).catch((err: unknown) => {
    throw new BackupRefusal(because(err, file));
  });
  try {
    const tarball = await dump();
    const header: BackupHeader = { createdAt: new Date().toISOString(), sha256: sha256(tarball) };
    await handle.writeFile(`${FORMAT_LINE}\n${JSON.stringify(header)}\n`);
    await handle.writeFile(tarball);
    await handle.sync();
    await handle.close();
  } catch (err) {
    await handle.close().catch(() => undefined);
    await rm(file, { force: true });
    throw err;
  }
}

const unreadable = (err: unknown, file: string): string => {
  switch ((err as NodeJS.ErrnoException).code) {
    case 'ENOENT':
      return `${file} does not exist.`;
    case 'EACCES':
      return `${file} cannot be read: permission denied.`;
    case 'EISDIR':
      return `${file} is a folder, not a backup file.`;
    default:
      return `${file} cannot be read: ${(err as Error).message}.`;
  }
};

/** The header and tarball of a backup file, refusing a file that is not one or whose tarball is not what was written. */
export async function readBackupFile(file: string): Promise<{ header: BackupHeader; tarball: Uint8Array<ArrayBuffer> }> {
  const bytes = await readFile(file).catch((err: unknown) => {
    throw new BackupRefusal(unreadable(err, file));
  });
  const formatEnd = bytes.indexOf(0x0a);
  const headerEnd = formatEnd < 0 ? -1 : bytes.indexOf(0x0a, formatEnd + 1);
  if (formatEnd < 0 || bytes.toString('utf8', 0, formatEnd) !== FORMAT_LINE || headerEnd < 0 || headerEnd > HEADER_MAX_BYTES) {
    throw new BackupRefusal(`${file} is not a TCC backup (npm run backup writes them).`);
  }
  const header = parsedHeader(bytes.toString('utf8', formatEnd + 1, headerEnd));
  const tarball = bytes.subarray(headerEnd + 1);
  if (!header || header.sha256 !== sha256(tarball)) {
    throw new BackupRefusal(`${file} is damaged: its contents are not those the backup wrote.`);
  }
  return { header, tarball };
}

function parsedHeader(text: string): BackupHeader | null {
  try {
    const header = JSON.parse(text) as Partial<BackupHeader>;
    return typeof header.createdAt === 'string' && typeof header.sha256 === 'string' ? { createdAt: header.createdAt, sha256: header.sha256 } : null;
  } catch {
    return null;
  }
}
