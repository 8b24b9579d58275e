import type { Selectable } from "kysely";
import type { DB } from "~/db/client.server";
import type { OrganisationTable } from "~/db/schema";

export type Organisation = Selectable<OrganisationTable>;

/** The buyer's organisations; every statement is scoped by the owner. UNIQUE(user_id, registry_number). */
export interface OrganisationFields {
  name: string;
  registryNumber: string;
  address: string;
  phone: string;
  contactPerson: string;
  employees: number | null;
  industry: string;
}

function columns(fields: OrganisationFields) {
  return {
    name: fields.name,
    registry_number: fields.registryNumber,
    address: fields.address,
    phone: fields.phone,
    contact_person: fields.contactPerson,
    employees: fields.employees,
    industry: fields.industry,
  };
}

export function listOrganisations(db: DB, userId: number): Promise<Organisation[]> {
  return db.selectFrom("organisations").selectAll().where("user_id", "=", userId).orderBy("created_at", "asc").orderBy("id", "asc").execute();
}

export function findOrganisation(db: DB, userId: number, id: number): Promise<Organisation | undefined> {
  return db.selectFrom("organisations").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
}

export async function countOrganisations(db: DB, userId: number): Promise<number> {
  const row = await db
    .selectFrom("organisations")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Throws the database's UNIQUE violation for a registry number the user already has. */
export function insertOrganisation(db: DB, userId: number, fields: OrganisationFields, now: Date): Promise<Organisation> {
  const stamp = now.toISOString();
  return db
    .insertInto("organisations")
    .values({ user_id: userId, ...columns(fields), created_at: stamp, updated_at: stamp })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateOrganisation(db: DB, userId: number, id: number, fields: OrganisationFields, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("organisations")
    .set({ ...columns(fields), updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteOrganisation(db: DB, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom("organisations").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
