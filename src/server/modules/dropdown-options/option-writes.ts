// Adding, renaming and removing options of the caller's own lists; a value appears once per category, any case.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DropdownCategory } from '@/domain/common/enums';
import { DROPDOWN_MESSAGES, isAllowedOptionValue } from '@/domain/trips/trip-options';
import type { DropdownOption } from '@/domain/trips/dropdown-option-answers';
import type { Db } from '@/server/db/connect';
import { isUniqueViolation } from '@/server/db/errors';
import { dropdownOptions } from '@/server/db/schema';
import { badRequest, conflict, notFound } from '@/server/http/errors';
import { knownIdOr404 } from '@/server/http/ids';
import { ensureDefaults, ensureOwnLists, lockOwner, ownedBy, type OptionOwner } from './option-lists';

const shape = { id: dropdownOptions.id, category: dropdownOptions.category, value: dropdownOptions.value };

async function refuseDuplicate(db: Db, owner: OptionOwner, category: DropdownCategory, value: string, exceptId?: string) {
  const [same] = await db
    .select({ id: dropdownOptions.id })
    .from(dropdownOptions)
    .where(
      and(
        ownedBy(owner),
        eq(dropdownOptions.category, category),
        sql`lower(${dropdownOptions.value}) = lower(${value})`,
        exceptId ? ne(dropdownOptions.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (same) throw conflict(DROPDOWN_MESSAGES.duplicate);
}

// the unique index is exact-case; the lock makes the case-blind check safe, and a race that slips past is still 409
const guarded = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DROPDOWN_MESSAGES.duplicate);
    throw err;
  }
};

/** Adds a value at the end of the list; a facility's first change copies the defaults first, so nothing is lost. */
export async function addOption(db: Db, owner: OptionOwner, category: DropdownCategory, value: string): Promise<DropdownOption> {
  if (owner === null) await ensureDefaults(db);
  else await ensureOwnLists(db, owner);
  return guarded(() =>
    db.transaction(async (tx) => {
      await lockOwner(tx, owner, category);
      await refuseDuplicate(tx, owner, category, value);
      const [row] = await tx
        .insert(dropdownOptions)
        .values({
          category,
          value,
          hospitalId: owner,
          sortOrder: sql`(select coalesce(max(sort_order), -1) + 1 from ${dropdownOptions} where ${and(ownedBy(owner), eq(dropdownOptions.category, category))})`,
        })
        .returning(shape);
      return row!;
    }),
  );
}

export async function renameOption(db: Db, owner: OptionOwner, id: string, value: string): Promise<DropdownOption> {
  return guarded(() =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select(shape)
        .from(dropdownOptions)
        .where(and(eq(dropdownOptions.id, knownIdOr404(id, DROPDOWN_MESSAGES.notFound)), ownedBy(owner)));
      if (!current) throw notFound(DROPDOWN_MESSAGES.notFound);
      if (!isAllowedOptionValue(current.category, value)) throw badRequest(`value: ${DROPDOWN_MESSAGES.transportLevelValue}`);
      await lockOwner(tx, owner, current.category);
      await refuseDuplicate(tx, owner, current.category, value, id);
      const [row] = await tx
        .update(dropdownOptions)
        .set({ value, updatedAt: new Date() })
        .where(eq(dropdownOptions.id, id))
        .returning(shape);
      return row!;
    }),
  );
}

export async function removeOption(db: Db, owner: OptionOwner, id: string): Promise<DropdownOption> {
  const [row] = await db
    .delete(dropdownOptions)
    .where(and(eq(dropdownOptions.id, knownIdOr404(id, DROPDOWN_MESSAGES.notFound)), ownedBy(owner)))
    .returning(shape);
  if (!row) throw notFound(DROPDOWN_MESSAGES.notFound);
  return row;
}
