import { dictionary } from '@zxcvbn-ts/language-common';

// The 49,000 most used passwords of public breach corpora (zxcvbn's list, MIT), as a set of lower-cased entries.
const COMMON = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

/** True when the password, whatever its case, is on the list: the first thing a guesser tries. */
export const isCommonPassword = (password: string) => COMMON.has(password.toLowerCase());
