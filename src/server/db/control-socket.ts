// The running server's control socket, DATA_DIR/tcc.sock: only the process that holds the embedded database can read
// it consistently, so `npm run backup` asks that process over this socket to write the backup. The socket is the
// owner's alone, like the folder. A request is one line of JSON, and so is its answer.
import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import { isAbsolute, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { BackupRefusal, writeBackupFile } from './backup-file';

const CONTROL_SOCKET = 'tcc.sock';
const REQUEST_MAX_BYTES = 8192;

type Answer = { ok: true } | { ok: false; error: string };

/** Removes the socket a server left when it stopped without closing it; only the folder's holder may. */
export const removeStaleControlSocket = (dataDir: string) => rmSync(join(dataDir, CONTROL_SOCKET), { force: true });

/**
 * Listens on the folder's control socket and writes a backup to the file each request names. Answers the function
 * that stops listening. A socket that cannot be opened (a data folder path too long for one) is logged, and the
 * server runs on without it.
 */
export async function serveBackups(dataDir: string, dump: () => Promise<Uint8Array>, log: FastifyBaseLogger): Promise<() => void> {
  const path = join(dataDir, CONTROL_SOCKET);
  removeStaleControlSocket(dataDir);
  let stopped = false;
  let busy = false;
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    readLine(socket, (line) => void answerRequest(socket, line));
  });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => {
        server.off('error', reject);
        chmodSync(path, 0o600);
        resolve();
      });
    });

  async function answerRequest(socket: Socket, line: string) {
    const file = requestedFile(line);
    if (!file) return reply(socket, { ok: false, error: 'The control socket takes a backup request alone.' });
    if (busy) return reply(socket, { ok: false, error: 'A backup of this data folder is being written: try again once it is done.' });
    busy = true;
    // PGlite's dump cannot read a socket among the folder's files: the socket is away while it reads them
    server.close();
    try {
      await writeBackupFile(file, dump);
      log.info({ file }, 'backup written');
      reply(socket, { ok: true });
    } catch (err) {
      if (!(err instanceof BackupRefusal)) log.error({ err, file }, 'backup failed');
      reply(socket, { ok: false, error: err instanceof BackupRefusal ? err.message : 'The server could not write the backup: its log says why.' });
    } finally {
      busy = false;
      if (!stopped) await listen().catch((err: unknown) => log.error({ err }, 'control socket cannot listen again: backups need the server stopped'));
    }
  }

  try {
    await listen();
  } catch (err) {
    log.warn({ err, path }, 'control socket unavailable: npm run backup needs this server stopped');
  }
  return () => {
    stopped = true;
    server.close();
  };
}

function requestedFile(line: string): string | null {
  try {
    const request = JSON.parse(line) as { backup?: unknown };
    return typeof request.backup === 'string' && isAbsolute(request.backup) ? request.backup : null;
  } catch {
    return null;
  }
}

const reply = (socket: Socket, answer: Answer) => socket.end(`${JSON.stringify(answer)}\n`);

/** Calls back with the first line the socket sends; a socket that sends more without a line break is dropped. */
function readLine(socket: Socket, onLine: (line: string) => void) {
  let text = '';
  const onData = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    const end = text.indexOf('\n');
    if (end >= 0) {
      socket.off('data', onData);
      onLine(text.slice(0, end));
    } else if (text.length > REQUEST_MAX_BYTES) socket.destroy();
  };
  socket.on('data', onData);
}

/**
 * Asks the server holding `dataDir` to write a backup to `file` (an absolute path). Answers true once it is written,
 * false when no server listens on the folder's socket.
 */
export function askServerForBackup(dataDir: string, file: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(join(dataDir, CONTROL_SOCKET));
    let answered = false;
    socket.on('connect', () => socket.write(`${JSON.stringify({ backup: file })}\n`));
    readLine(socket, (line) => {
      answered = true;
      const answer = JSON.parse(line) as Answer;
      if (answer.ok) resolve(true);
      else reject(new BackupRefusal(answer.error));
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      // no socket, or one a stopped server left: nobody holds the folder through it
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') resolve(false);
      else reject(new BackupRefusal(`The server holding ${dataDir} cannot be asked for a backup: ${err.message}.`));
    });
    socket.on('close', () => {
      if (!answered) reject(new BackupRefusal(`The server holding ${dataDir} stopped answering before the backup was written: its log says why.`));
    });
  });
}
