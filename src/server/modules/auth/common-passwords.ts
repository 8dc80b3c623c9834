import { createRequire } from 'node:module';
import type { dictionary as Dictionary } from '@zxcvbn-ts/language-common';

// loaded on the first password checked, not at start: the list is large, and a start need not spend the time or memory
const load = createRequire(import.meta.url);
let common: Set<string> | undefined;

// The 49,000 most used passwords of public breach corpora (zxcvbn's list, MIT), as a set of lower-cased entries.
function commonPasswords(): Set<string> {
  if (!common) {
    const { dictionary } = load('@zxcvbn-ts/language-common') as { dictionary: typeof Dictionary };
    common = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  }
  return common;
}

/** True when the password, whatever its case, is on the list: the first thing a guesser tries. */
export const isCommonPassword = (password: string) => commonPasswords().has(password.toLowerCase());
