import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The signed-in shopper's records against a real SQLite file: address default rules,
 * ownership, organisation and bank account duplicates, and avatar processing with real
 * images. Route actions are called with real Requests and a real session cookie.
 */
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), "shop-uploads-"));
const MAX_BYTES = 300_000;
// Settings are read once per process: they are in place before any app module loads.
process.env.UPLOADS_DIR = uploads;
process.env.AVATAR_MAX_BYTES = String(MAX_BYTES);

const { prepareTestDatabase } = await import("./setup-db");
const database = await prepareTestDatabase(8);

// Loaded after the settings above: the shop reads its environment once, on first use.
const { shopDb: db, shopContextFor } = await import("../support/shop-context");
const { insertUser, findUserById } = await import("~/modules/accounts/queries/users.server");
const { listAddresses, findAddress } = await import("~/modules/accounts/queries/addresses.server");
const { listOrganisations } = await import("~/modules/accounts/queries/organisations.server");
const { listBankAccounts } = await import("~/modules/accounts/queries/bank-accounts.server");
const { startSession } = await import("~/platform/session.server");
const addresses = await import("~/modules/accounts/addresses.server");
const organisations = await import("~/modules/accounts/organisations.server");
const bankAccounts = await import("~/modules/accounts/bank-accounts.server");
const avatar = await import("~/modules/accounts/avatar.server");
const avatarUpload = await import("~/web/avatar-upload.server");
const profileRoute = await import("~/routes/_account+/account._index");
const newAddressRoute = await import("~/routes/_account+/account.addresses.new");
const editAddressRoute = await import("~/routes/_account+/account.addresses.$id.edit");
const addressListRoute = await import("~/routes/_account+/account.addresses._index");
const organisationsRoute = await import("~/routes/_account+/account.organisations._index");
const avatarRoute = await import("~/routes/_account+/account.avatar");
const avatarMediaRoute = await import("~/routes/_media+/media.avatars.$file");

const SHOP = "http://127.0.0.1:3999";
let emailCounter = 0;

async function newUser(name = "Shopper") {
  emailCounter += 1;
  return insertUser(db(), { email: `records-${emailCounter}-${Date.now()}@example.mn`, emailConfirmed: true, name }, new Date());
}

async function signedIn(name?: string) {
  const user = await newUser(name);
  const { cookie } = await startSession(db(), user.id, { userAgent: "vitest", ip: "" }, new Date());
  return { user, cookie: cookie.split(";", 1)[0]! };
}

/** A Buffer as a File part (copied into a plain ArrayBuffer, which the DOM types ask for). */
function blobPart(bytes: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes);
}

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

function post(pathname: string, cookie: string | null, body: FormData, headers: Record<string, string> = {}): Request {
  return new Request(`${SHOP}${pathname}`, {
    method: "POST",
    body,
    headers: { ...(cookie ? { Cookie: cookie } : {}), Origin: SHOP, "Sec-Fetch-Site": "same-origin", ...headers },
  });
}

type ActionArgs = Parameters<typeof profileRoute.action>[0];
const args = (request: Request, params: Record<string, string> = {}): ActionArgs => ({ request, params, context: shopContextFor(request) });

/** What a loader or action answered or threw: a Response, or single fetch's data() wrapper. */
async function outcome(run: () => Promise<unknown>): Promise<{ status: number; body: unknown; headers: Headers }> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) return { status: value.status, body: null, headers: value.headers };
  if (value && typeof value === "object" && (value as { type?: unknown }).type === "DataWithResponseInit") {
    const wrapped = value as { data: unknown; init: ResponseInit | null };
    return { status: wrapped.init?.status ?? 200, body: wrapped.data, headers: new Headers(wrapped.init?.headers) };
  }
  return { status: 200, body: value, headers: new Headers() };
}

const UB = { country: "MN", city: "MN-1", district: "bayangol", khoroo: "7", street: "Энхтайваны өргөн чөлөө", detail: "15-р байр, 32 тоот", zip: "16050" };

function avatarFiles(): string[] {
  const dir = path.join(uploads, "avatars");
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

let pngBytes: Buffer;
let jpegWithExif: Buffer;
let noisyPng: Buffer;

beforeAll(async () => {
  pngBytes = await sharp({ create: { width: 640, height: 400, channels: 3, background: "#8a1c2b" } }).png().toBuffer();
  jpegWithExif = await sharp({ create: { width: 300, height: 500, channels: 3, background: "#204060" } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "secret-camera-owner", Artist: "Someone" } })
    .toBuffer();
  // Random pixels do not compress: a real PNG well above the configured limit.
  const raw = Buffer.alloc(500 * 500 * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 7919 + ((i * i) % 251)) & 0xff;
  noisyPng = await sharp(raw, { raw: { width: 500, height: 500, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
});

afterAll(async () => {
  await database.cleanup();
  fs.rmSync(uploads, { recursive: true, force: true });
});

describe("address default rules", () => {
  it("makes the first address the default and later ones not", async () => {
    const user = await newUser();
    const first = await addresses.createAddress(db(), user.id, UB, new Date());
    const second = await addresses.createAddress(db(), user.id, { ...UB, khoroo: "8" }, new Date());
    expect(first.ok && first.value.is_default).toBe(1);
    expect(second.ok && second.value.is_default).toBe(0);
  });

  it("swaps the default in one step: exactly one default afterwards", async () => {
    const user = await newUser();
    const first = await addresses.createAddress(db(), user.id, UB, new Date());
    const second = await addresses.createAddress(db(), user.id, { ...UB, khoroo: "9" }, new Date());
    if (!first.ok || !second.ok) throw new Error("setup failed");
    expect(await addresses.makeDefaultAddress(db(), user.id, second.value.id, new Date())).toEqual({ ok: true, value: null });
    const rows = await listAddresses(db(), user.id);
    expect(rows.filter((r) => r.is_default === 1).map((r) => r.id)).toEqual([second.value.id]);
    // Making the default the default again changes nothing.
    expect((await addresses.makeDefaultAddress(db(), user.id, second.value.id, new Date())).ok).toBe(true);
    expect((await listAddresses(db(), user.id)).filter((r) => r.is_default === 1)).toHaveLength(1);
  });

  it("promotes the newest remaining address when the default is deleted", async () => {
    const user = await newUser();
    const t0 = Date.parse("2025-03-01T00:00:00Z");
    const a = await addresses.createAddress(db(), user.id, UB, new Date(t0));
    const b = await addresses.createAddress(db(), user.id, { ...UB, khoroo: "2" }, new Date(t0 + 60_000));
    const c = await addresses.createAddress(db(), user.id, { ...UB, khoroo: "3" }, new Date(t0 + 120_000));
    if (!a.ok || !b.ok || !c.ok) throw new Error("setup failed");
    const removed = await addresses.removeAddress(db(), user.id, a.value.id, new Date());
    expect(removed).toEqual({ ok: true, value: { promotedId: c.value.id } });
    expect((await listAddresses(db(), user.id)).map((r) => [r.id, r.is_default])).toEqual([
      [c.value.id, 1],
      [b.value.id, 0],
    ]);
    // Deleting a non-default address leaves the default alone.
    expect(await addresses.removeAddress(db(), user.id, b.value.id, new Date())).toEqual({ ok: true, value: { promotedId: null } });
    // Deleting the last one leaves nothing to promote.
    expect(await addresses.removeAddress(db(), user.id, c.value.id, new Date())).toEqual({ ok: true, value: { promotedId: null } });
    expect(await listAddresses(db(), user.id)).toEqual([]);
  });

  it("refuses more than 20 addresses", async () => {
    const user = await newUser();
    for (let i = 0; i < 20; i += 1) expect((await addresses.createAddress(db(), user.id, UB, new Date())).ok).toBe(true);
    expect(await addresses.createAddress(db(), user.id, UB, new Date())).toEqual({ ok: false, error: "limitReached" });
  });
});

describe("ownership", () => {
  it("lets user B neither edit, delete nor make default user A's address, and changes nothing", async () => {
    const a = await newUser("A");
    const b = await newUser("B");
    const mine = await addresses.createAddress(db(), a.id, UB, new Date());
    const theirs = await addresses.createAddress(db(), b.id, UB, new Date());
    if (!mine.ok || !theirs.ok) throw new Error("setup failed");
    const id = mine.value.id;
    expect(await addresses.editAddress(db(), b.id, id, { ...UB, detail: "Хулгайч" }, new Date())).toEqual({ ok: false, error: "notFound" });
    expect(await addresses.removeAddress(db(), b.id, id, new Date())).toEqual({ ok: false, error: "notFound" });
    expect(await addresses.makeDefaultAddress(db(), b.id, id, new Date())).toEqual({ ok: false, error: "notFound" });
    expect(await findAddress(db(), a.id, id)).toMatchObject({ detail: UB.detail, is_default: 1 });
    // B's failed attempt rolled back: B still has its own default.
    expect(await findAddress(db(), b.id, theirs.value.id)).toMatchObject({ is_default: 1 });
  });

  it("answers 404 to B's edit page and edit post for A's address", async () => {
    const a = await newUser("A");
    const { user: b, cookie } = await signedIn("B");
    const mine = await addresses.createAddress(db(), a.id, UB, new Date());
    if (!mine.ok) throw new Error("setup failed");
    const id = String(mine.value.id);
    const page = await outcome(() =>
      editAddressRoute.loader(args(new Request(`${SHOP}/account/addresses/${id}/edit`, { headers: { Cookie: cookie } }), { id })),
    );
    expect(page.status).toBe(404);
    const edit = await outcome(() =>
      editAddressRoute.action(args(post(`/account/addresses/${id}/edit`, cookie, formOf({ ...UB, detail: "Өөр хаяг" })), { id })),
    );
    expect(edit.status).toBe(404);
    const remove = await outcome(() => addressListRoute.action(args(post("/account/addresses?index", cookie, formOf({ intent: "delete", id })))));
    expect(remove.status).toBe(404);
    expect(await findAddress(db(), a.id, mine.value.id)).toMatchObject({ detail: UB.detail });
    expect(await listAddresses(db(), b.id)).toEqual([]);
  });

  it("treats a malformed id as a missing page", async () => {
    const { cookie } = await signedIn();
    for (const id of ["0", "-1", "abc", "1e3", "99999999999999999999"]) {
      const page = await outcome(() =>
        editAddressRoute.loader(args(new Request(`${SHOP}/account/addresses/${id}/edit`, { headers: { Cookie: cookie } }), { id })),
      );
      expect(page.status).toBe(404);
    }
  });
});

describe("address actions", () => {
  it("refuses Latin letters in the detailed address with 400 and the translated key, and saves nothing", async () => {
    const { user, cookie } = await signedIn();
    const result = await outcome(() => newAddressRoute.action(args(post("/account/addresses/new", cookie, formOf({ ...UB, detail: "Building 15" })))));
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ status: "error", error: { detail: ["account:errors.cyrillicOnly"] } });
    expect(await listAddresses(db(), user.id)).toEqual([]);
  });

  it("saves a valid address and redirects to the list with a toast", async () => {
    const { user, cookie } = await signedIn();
    const result = await outcome(() => newAddressRoute.action(args(post("/account/addresses/new", cookie, formOf(UB)))));
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/account/addresses");
    expect(result.headers.get("Set-Cookie")).toContain("__toast=");
    expect(await listAddresses(db(), user.id)).toHaveLength(1);
  });

  it("refuses a cross-site post and a signed-out one", async () => {
    const { user, cookie } = await signedIn();
    const crossSite = await outcome(() =>
      newAddressRoute.action(args(post("/account/addresses/new", cookie, formOf(UB), { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }))),
    );
    expect(crossSite.status).toBe(403);
    const signedOut = await outcome(() => newAddressRoute.action(args(post("/account/addresses/new", null, formOf(UB)))));
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    expect(await listAddresses(db(), user.id)).toEqual([]);
  });

  it("answers 415 to a body that is not a form and 400 to a list post that makes no sense, never 500", async () => {
    const { cookie } = await signedIn();
    const notForm = new Request(`${SHOP}/account/addresses/new`, {
      method: "POST",
      body: "{}",
      headers: { Cookie: cookie, "Content-Type": "application/json", Origin: SHOP },
    });
    expect((await outcome(() => newAddressRoute.action(args(notForm)))).status).toBe(415);
    const nonsense = await outcome(() => addressListRoute.action(args(post("/account/addresses?index", cookie, formOf({ intent: "explode", id: "x" })))));
    expect(nonsense.status).toBe(400);
  });
});

describe("profile action", () => {
  it("updates the name and the passenger fields and redirects with the 'Profile updated' toast", async () => {
    const { user, cookie } = await signedIn("Old name");
    const result = await outcome(() =>
      profileRoute.action(args(post("/account", cookie, formOf({ name: "Шинэ нэр", firstName: "Bold", lastName: "Bat", gender: "male" })))),
    );
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/account");
    expect(result.headers.get("Set-Cookie")).toContain("__toast=");
    expect(await findUserById(db(), user.id)).toMatchObject({ name: "Шинэ нэр", first_name: "Bold", last_name: "Bat", gender: "male" });
  });

  it("refuses an empty name with 400 and changes nothing", async () => {
    const { user, cookie } = await signedIn("Kept");
    const result = await outcome(() => profileRoute.action(args(post("/account", cookie, formOf({ name: " ", gender: "robot" })))));
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: { name: ["account:errors.nameRequired"], gender: ["account:errors.gender"] } });
    expect((await findUserById(db(), user.id))?.name).toBe("Kept");
  });
});

describe("organisations", () => {
  const org = { name: "Сувд ХХК", registryNumber: "5123456", address: "", phone: "+97699112233", contactPerson: "", employees: 5, industry: "horeca" as const };

  it("refuses the same registry number twice for one user, but not for another user", async () => {
    const a = await newUser();
    const b = await newUser();
    expect((await organisations.createOrganisation(db(), a.id, org, new Date())).ok).toBe(true);
    expect(await organisations.createOrganisation(db(), a.id, { ...org, name: "Өөр нэр" }, new Date())).toEqual({ ok: false, error: "duplicateRegistry" });
    expect((await organisations.createOrganisation(db(), b.id, org, new Date())).ok).toBe(true);
    expect(await listOrganisations(db(), a.id)).toHaveLength(1);
  });

  it("refuses an edit onto another organisation's registry number, and others' rows", async () => {
    const a = await newUser();
    const b = await newUser();
    const first = await organisations.createOrganisation(db(), a.id, org, new Date());
    const second = await organisations.createOrganisation(db(), a.id, { ...org, registryNumber: "7654321" }, new Date());
    if (!first.ok || !second.ok) throw new Error("setup failed");
    expect(await organisations.editOrganisation(db(), a.id, second.value.id, org, new Date())).toEqual({ ok: false, error: "duplicateRegistry" });
    expect(await organisations.editOrganisation(db(), b.id, first.value.id, { ...org, name: "Б" }, new Date())).toEqual({ ok: false, error: "notFound" });
    expect(await organisations.removeOrganisation(db(), b.id, first.value.id)).toEqual({ ok: false, error: "notFound" });
    expect((await listOrganisations(db(), a.id)).map((o) => o.name)).toEqual([org.name, org.name]);
  });

  it("answers a duplicate through the action with 400 and the message on the registry field", async () => {
    const { user, cookie } = await signedIn();
    const fields = { intent: "create", name: "Сувд ХХК", registryNumber: "5123456" };
    expect((await outcome(() => organisationsRoute.action(args(post("/account/organisations?index", cookie, formOf(fields)))))).status).toBe(302);
    const again = await outcome(() => organisationsRoute.action(args(post("/account/organisations?index", cookie, formOf(fields)))));
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: { registryNumber: ["account:errors.duplicateRegistry"] } });
    const bad = await outcome(() =>
      organisationsRoute.action(args(post("/account/organisations?index", cookie, formOf({ ...fields, registryNumber: "12-34" })))),
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { registryNumber: ["account:errors.registryNumber"] } });
    expect(await listOrganisations(db(), user.id)).toHaveLength(1);
  });
});

describe("bank accounts", () => {
  it("refuses a duplicate number and others' rows", async () => {
    const a = await newUser();
    const b = await newUser();
    const input = { accountName: "Б. Болд", accountNumber: "MN121234123456789123", bank: "khan" };
    const added = await bankAccounts.addBankAccount(db(), a.id, input, new Date());
    if (!added.ok) throw new Error("setup failed");
    expect(await bankAccounts.addBankAccount(db(), a.id, { ...input, bank: "golomt" }, new Date())).toEqual({ ok: false, error: "duplicateAccount" });
    expect(await bankAccounts.removeBankAccount(db(), b.id, added.value.id)).toEqual({ ok: false, error: "notFound" });
    expect(await listBankAccounts(db(), a.id)).toHaveLength(1);
    expect(await bankAccounts.removeBankAccount(db(), a.id, added.value.id)).toEqual({ ok: true, value: null });
  });
});

describe("avatar processing", () => {
  const storage = { uploadsDir: uploads };

  it("stores a real PNG as a 256x256 WebP under a random name", async () => {
    const user = await newUser();
    const result = await avatar.replaceAvatar(db(), user.id, pngBytes, storage, new Date());
    if (!result.ok) throw new Error(result.error);
    expect(result.value.file).toMatch(/^[a-f0-9]{32}\.webp$/);
    const stored = fs.readFileSync(path.join(uploads, "avatars", result.value.file));
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);
    expect((await findUserById(db(), user.id))?.avatar_file).toBe(result.value.file);
  });

  it("replaces the old file, strips EXIF, and deletes the previous one", async () => {
    const user = await newUser();
    const first = await avatar.replaceAvatar(db(), user.id, pngBytes, storage, new Date());
    const second = await avatar.replaceAvatar(db(), user.id, jpegWithExif, storage, new Date());
    if (!first.ok || !second.ok) throw new Error("setup failed");
    expect(avatarFiles()).not.toContain(first.value.file);
    expect(avatarFiles()).toContain(second.value.file);
    const stored = fs.readFileSync(path.join(uploads, "avatars", second.value.file));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from("secret-camera-owner"))).toBe(false);
    expect([meta.width, meta.height]).toEqual([256, 256]);
  });

  it.each([
    ["a PNG signature on garbage", () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2000, 7)])],
    ["a text file", () => Buffer.from("hello, I am definitely a png")],
    ["an SVG", () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ["a truncated PNG", () => pngBytes.subarray(0, Math.floor(pngBytes.length / 2))],
    ["a JPEG body behind a PNG signature", () => Buffer.concat([pngBytes.subarray(0, 8), jpegWithExif])],
  ])("refuses %s and changes nothing", async (_label, bytes) => {
    const user = await newUser();
    const before = avatarFiles();
    expect(await avatar.replaceAvatar(db(), user.id, bytes(), storage, new Date())).toEqual({ ok: false, error: "notImage" });
    expect(avatarFiles()).toEqual(before);
    expect((await findUserById(db(), user.id))?.avatar_file).toBeNull();
  });

  it("removes the avatar and its file", async () => {
    const user = await newUser();
    const saved = await avatar.replaceAvatar(db(), user.id, pngBytes, storage, new Date());
    if (!saved.ok) throw new Error("setup failed");
    expect(await avatar.removeAvatar(db(), user.id, storage, new Date())).toEqual({ ok: true, value: null });
    expect(avatarFiles()).not.toContain(saved.value.file);
    expect((await findUserById(db(), user.id))?.avatar_file).toBeNull();
  });

  it("reads an upload within the limit, and refuses one over it", async () => {
    expect(noisyPng.length).toBeGreaterThan(MAX_BYTES);
    const small = new FormData();
    small.append("avatar", new File([blobPart(pngBytes)], "me.png", { type: "image/png" }));
    const read = await avatarUpload.readAvatarRequest(post("/account/avatar", null, small), MAX_BYTES);
    expect(read.ok && read.value.intent === "upload" && read.value.bytes.length).toBe(pngBytes.length);

    // Streamed without a declared length: the parser stops at the limit (MaxPartSizeExceededError).
    const big = new FormData();
    big.append("avatar", new File([blobPart(noisyPng)], "big.png", { type: "image/png" }));
    expect(await avatarUpload.readAvatarRequest(post("/account/avatar", null, big), MAX_BYTES)).toEqual({ ok: false, error: "tooLarge" });

    // A declared length over the limit is refused before the body is read.
    const declared = new Request(`${SHOP}/account/avatar`, {
      method: "POST",
      body: "x",
      headers: { "Content-Type": "multipart/form-data; boundary=abc", "Content-Length": String(MAX_BYTES * 2) },
    });
    expect(await avatarUpload.readAvatarRequest(declared, MAX_BYTES)).toEqual({ ok: false, error: "tooLarge" });
  });

  it("answers malformed and empty uploads with an error code", async () => {
    const empty = new FormData();
    empty.append("avatar", new File([], "", { type: "application/octet-stream" }));
    expect(await avatarUpload.readAvatarRequest(post("/account/avatar", null, empty), MAX_BYTES)).toEqual({ ok: false, error: "required" });
    const broken = new Request(`${SHOP}/account/avatar`, {
      method: "POST",
      body: "--abc\r\nnot a header\r\n\r\nhello\r\n--abc--",
      headers: { "Content-Type": "multipart/form-data; boundary=abc" },
    });
    expect(await avatarUpload.readAvatarRequest(broken, MAX_BYTES)).toEqual({ ok: false, error: "badRequest" });
    const json = new Request(`${SHOP}/account/avatar`, { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } });
    expect(await avatarUpload.readAvatarRequest(json, MAX_BYTES)).toEqual({ ok: false, error: "badRequest" });
  });
});

describe("avatar action and media route", () => {
  it("uploads through the action, serves the file, and refuses an oversize or fake file with 400", async () => {
    const { user, cookie } = await signedIn();
    const upload = new FormData();
    upload.append("avatar", new File([blobPart(pngBytes)], "me.png", { type: "image/png" }));
    const saved = await outcome(() => avatarRoute.action(args(post("/account/avatar", cookie, upload))));
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/account");
    const file = (await findUserById(db(), user.id))!.avatar_file!;

    const served = await avatarMediaRoute.loader(args(new Request(`${SHOP}/media/avatars/${file}`), { file }) as never);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(served.headers.get("Cache-Control")).toContain("max-age=");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe("webp");

    for (const name of ["../shop.db", "0123456789abcdef0123456789abcdef.webp", file.toUpperCase(), `${file}.png`]) {
      const missing = await avatarMediaRoute.loader(args(new Request(`${SHOP}/media/avatars/x`), { file: name }) as never);
      expect(missing.status).toBe(404);
    }

    const big = new FormData();
    big.append("avatar", new File([blobPart(noisyPng)], "big.png", { type: "image/png" }));
    const tooLarge = await outcome(() => avatarRoute.action(args(post("/account/avatar", cookie, big))));
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body).toMatchObject({ error: { avatar: ["account:errors.avatarTooLarge"] } });

    const fake = new FormData();
    fake.append("avatar", new File([blobPart(Buffer.from("not an image at all"))], "cat.png", { type: "image/png" }));
    const notImage = await outcome(() => avatarRoute.action(args(post("/account/avatar", cookie, fake))));
    expect(notImage.status).toBe(400);
    expect(notImage.body).toMatchObject({ error: { avatar: ["account:errors.avatarNotImage"] } });
    expect((await findUserById(db(), user.id))?.avatar_file).toBe(file);

    const removed = await outcome(() => avatarRoute.action(args(post("/account/avatar", cookie, formOf({ intent: "remove" })))));
    expect(removed.status).toBe(302);
    expect((await findUserById(db(), user.id))?.avatar_file).toBeNull();
    expect(avatarFiles()).not.toContain(file);
  });
});
