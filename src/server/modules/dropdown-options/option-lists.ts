// Whose option lists a caller works on, and reading them: defaults (hospitalId null) or a facility's own copy.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DropdownCategory } from '@/domain/common/enums';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { DEFAULT_DROPDOWN_OPTIONS } from '@/domain/trips/trip-options';
import type { DropdownOption } from '@/domain/trips/dropdown-option-answers';
import type { Db } from '@/server/db/connect';
import { dropdownOptions } from '@/server/db/schema';
import { forbidden } from '@/server/http/errors';
import type { Caller } from '@/server/plugins/auth';

/** The lists' owner: a hospital's id, or null for the defaults administrators maintain. */
export type OptionOwner = string | null;

/** A facility user works on its own hospital's lists; the control center on the defaults. */
export function ownerOf(caller: Caller): OptionOwner {
  if (caller.userType !== 'HEALTHCARE') return null;
  if (!caller.hospitalId) throw forbidden(AUTH_MESSAGES.forbidden);
  return caller.hospitalId;
}

export const ownedBy = (owner: OptionOwner) =>
  owner === null ? isNull(dropdownOptions.hospitalId) : eq(dropdownOptions.hospitalId, owner);

/** A serialising lock per owner (and category), so copies and duplicate checks never race. */
export const lockOwner = (db: Db, owner: OptionOwner, category = '*') =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${`dropdown-options:${owner ?? 'defaults'}:${category}`}))`);

const hasAny = async (db: Db, owner: OptionOwner) =>
  (await db.select({ id: dropdownOptions.id }).from(dropdownOptions).where(ownedBy(owner)).limit(1)).length > 0;

/** A new installation (no seed) gets the built-in defaults the first time any list is read. */
export async function ensureDefaults(db: Db): Promise<void> {
  if (await hasAny(db, null)) return;
  await db.transaction(async (tx) => {
    await lockOwner(tx, null);
    if (await hasAny(tx, null)) return;
    const rows = (Object.entries(DEFAULT_DROPDOWN_OPTIONS) as [DropdownCategory, string[]][]).flatMap(([category, values]) =>
      values.map((value, sortOrder) => ({ category, value, sortOrder, hospitalId: null })),
    );
    await tx.insert(dropdownOptions).values(rows).onConflictDoNothing();
  });
}

/**
 * A facility's lists are its own from the first time it opens them: all five categories are copied from the
 * defaults at once, in one transaction, so a list it empties stays empty instead of being copied again.
 */
export async function ensureOwnLists(db: Db, hospitalId: string): Promise<void> {
  await ensureDefaults(db);
  if (await hasAny(db, hospitalId)) return;
  await db.transaction(async (tx) => {
    await lockOwner(tx, hospitalId);
    if (await hasAny(tx, hospitalId)) return;
    await tx.execute(sql`
      insert into ${dropdownOptions} (category, value, hospital_id, sort_order)
      select category, value, ${hospitalId}::uuid, sort_order from ${dropdownOptions} where hospital_id is null
      on conflict do nothing`);
  });
}

export async function listOptions(db: Db, owner: OptionOwner, category: DropdownCategory): Promise<DropdownOption[]> {
  return db
    .select({ id: dropdownOptions.id, category: dropdownOptions.category, value: dropdownOptions.value })
    .from(dropdownOptions)
    .where(and(ownedBy(owner), eq(dropdownOptions.category, category)))
    .orderBy(asc(dropdownOptions.sortOrder), asc(sql`lower(${dropdownOptions.value})`), asc(dropdownOptions.id));
}

/** The Hospital Settings list: a facility's own (copied on first use), the control center's defaults. */
export async function optionsForSettings(db: Db, caller: Caller, category: DropdownCategory): Promise<DropdownOption[]> {
  const owner = ownerOf(caller);
  if (owner === null) await ensureDefaults(db);
  else await ensureOwnLists(db, owner);
  return listOptions(db, owner, category);
}

/** The wizard's choices: the facility's own list once it has its lists, else the defaults; read-only, copies nothing. */
export async function optionValuesForForm(db: Db, caller: Caller, category: DropdownCategory): Promise<string[]> {
  await ensureDefaults(db);
  const owner = ownerOf(caller);
  const source = owner !== null && (await hasAny(db, owner)) ? owner : null;
  return (await listOptions(db, source, category)).map((o) => o.value);
}
