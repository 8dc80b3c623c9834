// Vite plugin: writes a brotli (.br) and a gzip (.gz) copy beside each built text file, so the server sends them
// as they are (@fastify/static `preCompressed`) instead of compressing on every request.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg)$/;
// below this a compressed copy saves less than its own headers cost
const MIN_BYTES = 1024;
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

export function precompress(): Plugin {
  return {
    name: 'tcc-precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(dir!, file);
          const raw = await readFile(path);
          if (raw.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            toBrotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
            toGzip(raw, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
