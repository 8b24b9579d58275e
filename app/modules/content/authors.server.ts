import type { DB } from "~/db/client.server";
import { fail, ok, type Ok, type Result } from "~/kernel/result";
import * as q from "./queries.server";
import type { AuthorAdminError } from "./status";

/** The back office's authors and tags (issue 17). */

export async function createAuthor(db: DB, now: Date, input: { nameMn: string; nameEn: string; bioMn: string; bioEn: string }): Promise<Ok<{ id: number }>> {
  const row = await q.insertAuthor(db, { name_mn: input.nameMn, name_en: input.nameEn, bio_mn: input.bioMn, bio_en: input.bioEn, user_id: null }, now);
  return ok({ id: row.id });
}

/** Gives an account (found by e-mail or phone) the author role of one author: authors.user_id. */
export async function grantAuthorRole(db: DB, input: { authorId: number; contact: string }): Promise<Result<{ userId: number }, AuthorAdminError>> {
  if (!(await q.findAuthor(db, input.authorId))) return fail("content:errors.authorNotFound");
  const contact = input.contact.trim();
  const user = await q.findUserByContact(db, contact.includes("@") ? { email: contact, phone: null } : { email: null, phone: contact.replace(/[\s-]/g, "") });
  if (!user) return fail("content:errors.userNotFound");
  if (!(await q.linkAuthorUser(db, input.authorId, user.id))) return fail("content:errors.userIsAuthor");
  return ok({ userId: user.id });
}

export async function saveTag(db: DB, input: { code: string; nameMn: string; nameEn: string; descriptionMn: string; descriptionEn: string }): Promise<Ok<{ code: string }>> {
  await q.upsertTag(db, { code: input.code, name_mn: input.nameMn, name_en: input.nameEn, description_mn: input.descriptionMn, description_en: input.descriptionEn });
  return ok({ code: input.code });
}

export async function staffAuthors(db: DB) {
  const authors = await q.listAuthors(db);
  const tags = await q.allTags(db);
  return {
    authors: authors.map((a) => ({ id: a.id, nameMn: a.name_mn, nameEn: a.name_en, linked: a.user_id !== null, publishedCount: Number(a.published_count ?? 0) })),
    tags: tags.map((t) => ({ code: t.code, nameMn: t.name_mn, nameEn: t.name_en, descriptionMn: t.description_mn, descriptionEn: t.description_en })),
  };
}
