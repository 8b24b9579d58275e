import type { DB } from "~/db/client.server";
import { fail, ok, type Result } from "~/kernel/result";
import { parseStoredTerms, type SynonymKind, type SynonymSet } from "./domain/synonyms";
import { deleteSynonymRow, findSynonymRows, insertSynonymRow, updateSynonymRow } from "./queries.server";
import type { SearchIndex } from "./search-index";
import type { SynonymCode } from "./status";

/** Use cases of the synonym table: staff list, add, edit and delete sets; the search index follows. */

export interface SynonymSetView extends SynonymSet {
  id: number;
  updatedAt: string;
}


export async function synonymSetViews(db: DB): Promise<SynonymSetView[]> {
  const rows = await findSynonymRows(db);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as SynonymKind,
    terms: parseStoredTerms(r.terms),
    expansions: parseStoredTerms(r.expansions),
    updatedAt: r.updated_at,
  }));
}

/** Every set, as a search index takes them. */
export async function synonymSets(db: DB): Promise<SynonymSet[]> {
  return (await synonymSetViews(db)).map(({ kind, terms, expansions }) => ({ kind, terms, expansions }));
}

/** Tells the index the table changed (FTS5 notices by itself; Elasticsearch rewrites its filter). */
async function follow(db: DB, index: SearchIndex): Promise<void> {
  if (index.useSynonyms) await index.useSynonyms(await synonymSets(db));
}

const stored = (set: SynonymSet) => ({ kind: set.kind, terms: JSON.stringify(set.terms), expansions: JSON.stringify(set.kind === "oneway" ? set.expansions : []) });

/** Adds a set (no id) or replaces one; the set was checked by the form (synonymSetProblem). */
export async function saveSynonymSet(db: DB, index: SearchIndex, input: { id?: number; set: SynonymSet }, now: Date): Promise<Result<{ id: number }, SynonymCode>> {
  const at = now.toISOString();
  let id: number;
  if (input.id === undefined) id = await insertSynonymRow(db, stored(input.set), at);
  else if (await updateSynonymRow(db, input.id, stored(input.set), at)) id = input.id;
  else return fail("staff:synonyms.errors.notFound");
  await follow(db, index);
  return ok({ id });
}

export async function deleteSynonymSet(db: DB, index: SearchIndex, id: number): Promise<Result<null, SynonymCode>> {
  if (!(await deleteSynonymRow(db, id))) return fail("staff:synonyms.errors.notFound");
  await follow(db, index);
  return ok(null);
}
