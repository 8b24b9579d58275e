import { sql } from "kysely";
import type { DB } from "~/db/client.server";
import type { Gender, User, UserRole } from "~/db/schema";

export type { User };

export function findUserById(db: DB, id: number): Promise<User | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findUserByEmail(db: DB, email: string): Promise<User | undefined> {
  return db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
}

export function findUserByPhone(db: DB, phone: string): Promise<User | undefined> {
  return db.selectFrom("users").selectAll().where("phone", "=", phone).executeTakeFirst();
}

export function findUserByContact(db: DB, kind: "email" | "phone", value: string): Promise<User | undefined> {
  return kind === "email" ? findUserByEmail(db, value) : findUserByPhone(db, value);
}

export interface NewUserInput {
  email?: string | null;
  emailConfirmed?: boolean;
  phone?: string | null;
  phoneConfirmed?: boolean;
  name?: string;
  role?: UserRole;
  passwordHash?: string | null;
  locale?: string;
}

export async function insertUser(db: DB, input: NewUserInput, now: Date): Promise<User> {
  const stamp = now.toISOString();
  return db
    .insertInto("users")
    .values({
      email: input.email ?? null,
      email_confirmed_at: input.email && input.emailConfirmed ? stamp : null,
      pending_email: null,
      phone: input.phone ?? null,
      phone_confirmed_at: input.phone && input.phoneConfirmed ? stamp : null,
      pending_phone: null,
      name: input.name ?? "",
      gender: null,
      password_hash: input.passwordHash ?? null,
      password_changed_at: input.passwordHash ? stamp : null,
      role: input.role ?? "customer",
      avatar_file: null,
      locale: input.locale ?? "mn",
      created_at: stamp,
      updated_at: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Finds the account for a confirmed contact, creating it on first use (sign-up by code).
 * The UNIQUE constraint settles two first sign-ins racing for one address: the loser reads
 * the winner's row.
 */
export async function findOrCreateUserByContact(
  db: DB,
  kind: "email" | "phone",
  value: string,
  locale: string,
  now: Date,
): Promise<{ user: User; created: boolean }> {
  const existing = await findUserByContact(db, kind, value);
  if (existing) {
    const confirmedColumn = kind === "email" ? "email_confirmed_at" : "phone_confirmed_at";
    if (!existing[confirmedColumn]) {
      await db.updateTable("users").set({ [confirmedColumn]: now.toISOString() }).where("id", "=", existing.id).execute();
      return { user: { ...existing, [confirmedColumn]: now.toISOString() }, created: false };
    }
    return { user: existing, created: false };
  }
  try {
    const user = await insertUser(
      db,
      kind === "email" ? { email: value, emailConfirmed: true, locale } : { phone: value, phoneConfirmed: true, locale },
      now,
    );
    return { user, created: true };
  } catch (error) {
    const raced = await findUserByContact(db, kind, value);
    if (raced) return { user: raced, created: false };
    throw error;
  }
}

export async function setPasswordHash(db: DB, userId: number, hash: string, now: Date): Promise<void> {
  const stamp = now.toISOString();
  await db.updateTable("users").set({ password_hash: hash, password_changed_at: stamp, updated_at: stamp }).where("id", "=", userId).execute();
}

/**
 * The same password in a newer hash (raised parameters): no password change, so nothing else
 * moves, and only if the hash is still the one checked (a change in between wins).
 */
export async function upgradePasswordHash(db: DB, userId: number, checkedHash: string, newHash: string): Promise<boolean> {
  const result = await db.updateTable("users").set({ password_hash: newHash }).where("id", "=", userId).where("password_hash", "=", checkedHash).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface ProfileFields {
  name: string;
  firstName: string;
  lastName: string;
  gender: Gender | null;
}

export async function updateProfileFields(db: DB, userId: number, fields: ProfileFields, now: Date): Promise<void> {
  await db
    .updateTable("users")
    .set({
      name: fields.name,
      first_name: fields.firstName,
      last_name: fields.lastName,
      gender: fields.gender,
      updated_at: now.toISOString(),
    })
    .where("id", "=", userId)
    .execute();
}


export interface UserListRow {
  id: number;
  email: string | null;
  phone: string | null;
  name: string;
  role: UserRole;
  created_at: string;
}

/** Users for the back office, newest first, optionally matching part of an e-mail, phone or name. */
export function listUsers(db: DB, options: { query?: string; limit: number }): Promise<UserListRow[]> {
  let query = db.selectFrom("users").select(["id", "email", "phone", "name", "role", "created_at"]);
  const term = options.query?.trim();
  if (term) {
    // Case-insensitive on both databases (SQLite's LIKE folds ASCII only, PostgreSQL's folds none);
    // the escape clause makes a typed % or _ literal on both.
    const like = `%${term.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    const contains = (column: "email" | "phone" | "name") => sql<boolean>`lower(${sql.ref(column)}) like ${like} escape '\\'`;
    query = query.where((eb) => eb.or([contains("email"), contains("phone"), contains("name")]));
  }
  return query.orderBy("id", "desc").limit(options.limit).execute();
}

/** Admins grant or take back the staff role; an admin's own role is never changed here. */
export async function setStaffRole(db: DB, userId: number, role: "customer" | "staff", now: Date): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ role, updated_at: now.toISOString() })
    .where("id", "=", userId)
    .where("role", "!=", "admin")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markEmailConfirmed(db: DB, userId: number, now: Date): Promise<void> {
  await db
    .updateTable("users")
    .set({ email_confirmed_at: now.toISOString(), updated_at: now.toISOString() })
    .where("id", "=", userId)
    .where("email_confirmed_at", "is", null)
    .execute();
}

/** A new e-mail or phone waits here until its code comes back (app/modules/auth/contact-change.server.ts). */
export async function setPendingContact(db: DB, userId: number, kind: "email" | "phone", value: string): Promise<void> {
  await db
    .updateTable("users")
    .set(kind === "email" ? { pending_email: value } : { pending_phone: value })
    .where("id", "=", userId)
    .execute();
}

/**
 * Makes a confirmed address the account's own. False when no row changed; a UNIQUE violation
 * (another account confirmed the address meanwhile) is thrown for the caller to read.
 */
export async function confirmContact(db: DB, userId: number, kind: "email" | "phone", value: string, now: Date): Promise<boolean> {
  const stamp = now.toISOString();
  const result = await db
    .updateTable("users")
    .set(
      kind === "email"
        ? { email: value, email_confirmed_at: stamp, pending_email: null, updated_at: stamp }
        : { phone: value, phone_confirmed_at: stamp, pending_phone: null, updated_at: stamp },
    )
    .where("id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function saveSearchHistory(db: DB, userId: number, searches: string[]): Promise<void> {
  await db.updateTable("users").set({ search_history: JSON.stringify(searches) }).where("id", "=", userId).execute();
}
