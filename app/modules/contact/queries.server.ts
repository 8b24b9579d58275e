import type { Insertable, Transaction } from "kysely";
import type { DB } from "~/db/client.server";
import type { Database } from "~/db/schema";
import type { ContactFormTable, ContactState } from "~/db/schema-messages";

/**
 * SQL of contact messages (migration 0020). A message moves new -> answered -> closed by guarded
 * UPDATEs; an answer is a contact_replies row written with its outbox message in one transaction.
 */

type Executor = DB | Transaction<Database>;

export async function findAccountContacts(db: Executor, userId: number) {
  return db.selectFrom("users").select(["id", "name", "email", "email_confirmed_at", "phone", "phone_confirmed_at"]).where("id", "=", userId).executeTakeFirst();
}

export async function insertContactForm(db: Executor, values: Insertable<ContactFormTable>) {
  return db.insertInto("contact_forms").values(values).returning("id").executeTakeFirstOrThrow();
}

const summaryColumns = ["id", "user_id", "name", "email", "phone", "topic", "state", "message", "created_at", "locale"] as const;

export async function countContactForms(db: Executor, state: ContactState | null): Promise<number> {
  let query = db.selectFrom("contact_forms").select((eb) => eb.fn.countAll<number>().as("n"));
  if (state) query = query.where("state", "=", state);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export async function listContactForms(db: Executor, state: ContactState | null, limit: number, offset: number) {
  let query = db.selectFrom("contact_forms").select(summaryColumns).orderBy("id", "desc").limit(limit).offset(offset);
  if (state) query = query.where("state", "=", state);
  return query.execute();
}

export async function findContactForm(db: Executor, id: number) {
  return db.selectFrom("contact_forms").select(summaryColumns).where("id", "=", id).executeTakeFirst();
}

export async function repliesOf(db: Executor, contactFormId: number) {
  return db
    .selectFrom("contact_replies as r")
    .leftJoin("users as u", "u.id", "r.staff_user_id")
    .select(["r.id", "r.body", "r.created_at", "u.name as staff_name"])
    .where("r.contact_form_id", "=", contactFormId)
    .orderBy("r.id")
    .execute();
}

export async function insertReply(db: Executor, values: { contactFormId: number; staffUserId: number; body: string; createdAt: string }) {
  await db.insertInto("contact_replies").values({ contact_form_id: values.contactFormId, staff_user_id: values.staffUserId, body: values.body, created_at: values.createdAt }).execute();
}

/** Moves a message that is not closed to `state`; false when it was closed meanwhile. */
export async function moveOpenContactForm(db: Executor, id: number, state: "answered" | "closed"): Promise<boolean> {
  const result = await db.updateTable("contact_forms").set({ state }).where("id", "=", id).where("state", "!=", "closed").executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
