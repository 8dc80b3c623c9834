// Run after every install (package.json's postinstall). PGlite's protocol reader copies every text field of every row
// it reads into an ArrayBuffer of its own (`buffer.slice`) before decoding it: 2,800 copies for a page of 100 trips, a
// fifth of the server's time for an agency's Available Trips on the embedded database. The reader's `string()` is made
// to decode a view of the bytes instead, which is all it needs: the decoder copies them into the string. `bytes()`,
// whose callers keep what it answers, still copies.
//
// The package is minified, so the fields' names are read from `bytes()` itself. A build where neither the original
// nor the patched text is found is left as it is, with a warning: the server works the same, only slower, and
// test/api/pglite-decoding.test.ts fails until this script is brought up to date.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '@electric-sql', 'pglite', 'dist');
const PATCH_MARK = '$tccView';

// bytes(t){let n=G(this,VIEW).buffer.slice(G(this,AT),G(this,AT)+t);return S(this,AT,G(this,AT)+t),new Uint8Array(n)}
const BYTES = /bytes\((\w+)\)\{let (\w+)=([\w$]+)\(this,([\w$]+)\)\.buffer\.slice\(\3\(this,([\w$]+)\),\3\(this,\5\)\+\1\);return ([\w$]+)\(this,\5,\3\(this,\5\)\+\1\),new Uint8Array\(\2\)\}/;
// string(t){return G(this,DECODER).decode(this.bytes(t))}
const STRING = /string\((\w+)\)\{return ([\w$]+)\(this,([\w$]+)\)\.decode\(this\.bytes\(\1\)\)\}/;

/** The file's text with `string()` decoding a view, or null when the file holds no reader to patch. */
function patched(text) {
  const bytes = BYTES.exec(text);
  const string = STRING.exec(text);
  if (!bytes || !string || string[2] !== bytes[3]) return null;
  const [, , , get, view, at, set] = bytes;
  const [whole, length, , decoder] = string;
  const v = PATCH_MARK;
  const replacement = `string(${length}){let ${v}=new Uint8Array(${get}(this,${view}).buffer,${get}(this,${at}),${length});return ${set}(this,${at},${get}(this,${at})+${length}),${get}(this,${decoder}).decode(${v})}`;
  return text.replace(whole, () => replacement);
}

async function main() {
  const files = (await readdir(DIST, { recursive: true }).catch(() => [])).filter((f) => /\.c?js$/.test(f));
  let found = 0;
  let missed = 0;
  for (const name of files) {
    const path = join(DIST, name);
    const text = await readFile(path, 'utf8');
    if (text.includes(PATCH_MARK)) found++;
    else if (text.includes('.decode(this.bytes(')) {
      const next = patched(text);
      if (next) await writeFile(path, next);
      found += next ? 1 : 0;
      missed += next ? 0 : 1;
    }
  }
  if (found === 0 || missed > 0) {
    console.warn("patch-pglite: PGlite's protocol reader was not found as expected; its rows are read unpatched (slower)");
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
