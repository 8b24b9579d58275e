import SQLite from "better-sqlite3";
import { type Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase, sqliteHandle, withStatementCache } from "~/db/client.server";

describe("the SQLite statement cache", () => {
  it("hands out one compiled statement per SQL text", () => {
    const database = withStatementCache(new SQLite(":memory:"));
    expect(database.prepare("select 1 as one")).toBe(database.prepare("select 1 as one"));
    expect(database.prepare("select 1 as one")).not.toBe(database.prepare("select 2 as two"));
  });

  it("lets the least recently used statement go when full", () => {
    const database = withStatementCache(new SQLite(":memory:"), 2);
    const first = database.prepare("select 1");
    const second = database.prepare("select 2");
    expect(database.prepare("select 1")).toBe(first); // now the most recently used
    database.prepare("select 3"); // full: "select 2" goes
    expect(database.prepare("select 1")).toBe(first);
    expect(database.prepare("select 2")).not.toBe(second);
  });

  it("never hands out a statement that is still being iterated", () => {
    const database = withStatementCache(new SQLite(":memory:"));
    const streaming = database.prepare("select 1 as n union all select 2");
    const rows = streaming.iterate([]);
    rows.next();
    const other = database.prepare("select 1 as n union all select 2");
    expect(other).not.toBe(streaming);
    expect(other.all([])).toEqual([{ n: 1 }, { n: 2 }]);
    rows.return?.();
    expect(database.prepare("select 1 as n union all select 2")).toBe(streaming);
  });

  it("a kept `select *` sees a column added afterwards (SQLite compiles it again)", () => {
    const database = withStatementCache(new SQLite(":memory:"));
    database.prepare("create table wines (id integer primary key)").run([]);
    database.prepare("insert into wines (id) values (1)").run([]);
    expect(database.prepare("select * from wines").all([])).toEqual([{ id: 1 }]);
    database.prepare("alter table wines add column name text default 'Хар сувд'").run([]);
    expect(database.prepare("select * from wines").all([])).toEqual([{ id: 1, name: "Хар сувд" }]);
  });

  it("serves the shop's Kysely on SQLite: reads, writes and a rolled back transaction", async () => {
    const db = openDatabase(":memory:") as unknown as Kysely<{ bottles: { id: number; stock: number } }>;
    await sql`create table bottles (id integer primary key, stock integer not null)`.execute(db);
    for (let round = 0; round < 3; round++) await db.insertInto("bottles").values({ id: round + 1, stock: 5 }).execute();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable("bottles").set({ stock: 0 }).execute();
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await db.selectFrom("bottles").select(["id", "stock"]).orderBy("id").execute()).toEqual([
      { id: 1, stock: 5 },
      { id: 2, stock: 5 },
      { id: 3, stock: 5 },
    ]);
    expect(sqliteHandle(db as never)).toBeInstanceOf(SQLite);
    await db.destroy();
  });
});
