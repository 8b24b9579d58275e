import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { args, outcome, post } from "../support/route-requests";

/**
 * The address form without JavaScript (SQLite, and PostgreSQL in the postgres run): a capital
 * address saved with the zip code left empty gets the khoroo's code; one the shopper typed is
 * kept; an aimag address with a typed sum keeps an empty zip code (we ship no sum codes).
 */
const { prepareTestDatabase } = await import("../setup-db");
const database = await prepareTestDatabase(0);

const { shopDb } = await import("../../support/shop-context");
const { seedPlacesAndAirports } = await import("~/db/seed/places.server");
const { insertUser } = await import("~/modules/accounts/queries/users.server");
const { startSession } = await import("~/platform/session.server");
const newAddress = await import("~/routes/_account+/account.addresses.new");

const db = shopDb();
await seedPlacesAndAirports(db);
const now = new Date();

afterAll(async () => {
  await database.cleanup();
});

async function shopper(): Promise<{ id: number; cookie: string }> {
  const email = `zip-${randomBytes(4).toString("hex")}@example.mn`;
  const { id } = await insertUser(db, { email, emailConfirmed: true, name: "Zip shopper" }, now);
  const session = await startSession(db, id, { userAgent: "test", ip: "127.0.0.1" }, now);
  return { id, cookie: session.cookie.split(";", 1)[0]! };
}

const form = (fields: Record<string, string>) => ({ country: "MN", city: "MN-1", district: "", sum: "", khoroo: "", street: "", detail: "15-р байр, 32 тоот", zip: "", ...fields });

describe("saving an address without JavaScript", () => {
  it.each([
    ["a khoroo, zip left empty: the khoroo's code", form({ district: "bayangol", khoroo: "7" }), "16070"],
    ["a khoroo, zip typed: the typed one", form({ district: "bayangol", khoroo: "7", zip: "16050" }), "16050"],
    ["another district's khoroo", form({ district: "sukhbaatar", khoroo: "1" }), "14010"],
    ["an aimag's typed sum: none", form({ city: "MN-073", sum: "Эрдэнэбулган", khoroo: "2" }), ""],
  ])("%s", async (_name, fields, zip) => {
    const { id, cookie } = await shopper();
    const result = await outcome(() => newAddress.action(args(post("/account/addresses/new", cookie, fields))));
    expect(result.status).toBe(302);
    const saved = await db.selectFrom("addresses").select(["zip", "district", "khoroo"]).where("user_id", "=", id).executeTakeFirstOrThrow();
    expect(saved.zip).toBe(zip);
  });
});
