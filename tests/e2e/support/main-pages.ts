import { test as base } from "@playwright/test";
import { HttpShopper } from "../../support/http-checkout";
import { uniqueEmail } from "./auth";
import { createSession, DEMO } from "./sessions";

/**
 * The shop's main pages and how to reach each one over plain HTTP, for the page-level checks
 * (tests/e2e/page-integrity.spec.ts: bytes and streaming; tests/e2e/html-conformance.spec.ts:
 * html-validate). A page is reached as a visitor: a guest, a guest in English, a shopper with a
 * cart whose address step is filled, a guest who has placed an order, a guest halfway through a
 * sign-in or a password reset, the demo customer, the demo admin (docs/features.md, "Accounts and
 * sessions"). Visitors are set up once per worker, through the same form posts the pages make
 * without JavaScript (the demo accounts' sessions come from the session fixture,
 * support/sessions.ts), and their cookies are reused by every test.
 */

export type Visitor = "guest" | "english" | "codeStep" | "resetStep" | "shopper" | "buyer" | "customer" | "admin";

export interface MainPage {
  /** Unique: it names the tests and the document in html-validate's messages. */
  name: string;
  visitor: Visitor;
  /** The address, or how to find it (a product, an order, a coupon have ids only the running shop knows). */
  path: string | ((visitors: Visitors) => Promise<string>);
  /** The answer's status; 200 unless said. */
  status?: number;
}

export const MAIN_PAGES: readonly MainPage[] = [
  // The catalogue, as a guest.
  { name: "home", visitor: "guest", path: "/" },
  { name: "home, English", visitor: "english", path: "/" },
  { name: "listing", visitor: "guest", path: "/products" },
  { name: "listing, on sale, list view", visitor: "guest", path: "/products?on_sale=1&sort=sale_desc&view=list" },
  { name: "category", visitor: "guest", path: "/t/wine" },
  { name: "subcategory", visitor: "guest", path: "/t/spirits/whisky" },
  { name: "product", visitor: "guest", path: (visitors) => visitors.productPath() },
  { name: "product, English", visitor: "english", path: (visitors) => visitors.productPath() },
  { name: "search, Latin", visitor: "guest", path: "/search?q=khar" },
  { name: "search, Cyrillic", visitor: "guest", path: `/search?q=${encodeURIComponent("дарс")}` },
  { name: "not found", visitor: "guest", path: "/no/such/page", status: 404 },
  // Buying: the cart holds a product; the payment step needs the address step filled.
  { name: "cart", visitor: "shopper", path: "/cart" },
  { name: "checkout, address", visitor: "shopper", path: "/checkout/address" },
  { name: "checkout, payment", visitor: "shopper", path: "/checkout/payment" },
  { name: "order", visitor: "buyer", path: (visitors) => visitors.orderPath() },
  // Signing in.
  { name: "sign in", visitor: "guest", path: "/login" },
  { name: "sign in, code", visitor: "codeStep", path: "/login/code" },
  { name: "sign in with a password", visitor: "guest", path: "/login/password" },
  { name: "password reset", visitor: "guest", path: "/password/reset" },
  { name: "password reset, code and new password", visitor: "resetStep", path: "/password/reset/confirm" },
  // The account, as the demo customer (a wallet, a voucher, an expired coupon).
  { name: "account", visitor: "customer", path: "/account" },
  { name: "account, contact", visitor: "customer", path: "/account/contact?kind=email" },
  { name: "account, orders", visitor: "customer", path: "/account/orders" },
  { name: "account, wallet", visitor: "customer", path: "/account/wallet" },
  { name: "account, coupons", visitor: "customer", path: "/account/coupons" },
  { name: "account, coupon", visitor: "customer", path: (visitors) => visitors.couponPath() },
  { name: "account, cards", visitor: "customer", path: "/account/cards" },
  { name: "account, addresses", visitor: "customer", path: "/account/addresses" },
  { name: "account, new address", visitor: "customer", path: "/account/addresses/new" },
  { name: "account, organisations", visitor: "customer", path: "/account/organisations" },
  { name: "account, bank accounts", visitor: "customer", path: "/account/bank-accounts" },
  { name: "account, security", visitor: "customer", path: "/account/security" },
  { name: "account, wish list", visitor: "customer", path: "/account/wishlists" },
  // The back office, as the demo admin.
  { name: "staff", visitor: "admin", path: "/staff" },
  { name: "staff, orders", visitor: "admin", path: "/staff/orders" },
  { name: "staff, order", visitor: "admin", path: async (visitors) => `/staff${await visitors.orderPath()}` },
  { name: "staff, wallet", visitor: "admin", path: "/staff/wallet" },
  { name: "staff, coupons", visitor: "admin", path: "/staff/coupons" },
  { name: "staff, users", visitor: "admin", path: "/staff/users" },
];

/** Flash messages: a page would show one on its first view only, so no visitor carries them. */
const DROPPED_COOKIES = new Set(["__toast"]);

export interface ReachedPage {
  url: string;
  /** The visitor's cookies and client address. */
  headers: Record<string, string>;
  status: number;
}

/**
 * The visitors of one worker. Each is set up on first use and then kept, so a worker that runs
 * only guest pages never signs in.
 */
export class Visitors {
  private readonly cookies = new Map<Visitor, Promise<string>>();
  private readonly found = new Map<string, Promise<string>>();
  private purchased?: Promise<{ cookie: string; orderPath: string }>;
  /** This worker's client address: the sign-in and code limits count per address. */
  readonly clientAddress: string;

  constructor(
    readonly baseURL: string,
    workerIndex: number,
  ) {
    this.clientAddress = `10.203.${workerIndex % 250}.${Math.floor(Math.random() * 250) + 1}`;
  }

  async reach(page: MainPage): Promise<ReachedPage> {
    const pathname = typeof page.path === "string" ? page.path : await page.path(this);
    return { url: this.baseURL + pathname, headers: await this.headers(page.visitor), status: page.status ?? 200 };
  }

  async headers(visitor: Visitor): Promise<Record<string, string>> {
    const cookie = await this.cookie(visitor);
    return { "X-Forwarded-For": this.clientAddress, ...(cookie ? { Cookie: cookie } : {}) };
  }

  cookie(visitor: Visitor): Promise<string> {
    return once(this.cookies, visitor, () => this.start(visitor));
  }

  /** The first product on the listing. */
  productPath(): Promise<string> {
    return once(this.found, "product", async () => {
      const listing = await this.text("/products", "");
      const slug = /href="\/products\/([a-z0-9-]+)"/.exec(listing)?.[1];
      if (!slug) throw new Error("no product link on /products");
      return `/products/${slug}`;
    });
  }

  /** The order the buyer placed (bank transfer, so it stays open). */
  async orderPath(): Promise<string> {
    return (await this.purchase()).orderPath;
  }

  /** The demo customer's first coupon or voucher. */
  couponPath(): Promise<string> {
    return once(this.found, "coupon", async () => {
      const coupons = await this.text("/account/coupons", await this.cookie("customer"));
      const id = /href="\/account\/coupons\/(\d+)"/.exec(coupons)?.[1];
      if (!id) throw new Error("the demo customer has no coupon on /account/coupons");
      return `/account/coupons/${id}`;
    });
  }

  private async start(visitor: Visitor): Promise<string> {
    switch (visitor) {
      case "guest":
        return "";
      case "english":
        return this.post("/locale", { lng: "en", redirectTo: "/" });
      case "codeStep":
        // A new address gets a code by e-mail (captured by the e2e server) and the code page.
        return this.post("/login", { identifier: uniqueEmail("pages"), redirectTo: "", website: "" });
      case "resetStep":
        return this.post("/password/reset", { identifier: uniqueEmail("pages"), website: "" });
      case "shopper": {
        const shopper = new HttpShopper(this.baseURL, this.clientAddress);
        expect2xxOr3xx("add to cart", await shopper.addToCart(await this.variantId()));
        expect2xxOr3xx("address step", await shopper.fillAddress());
        return keptCookies(shopper.cookieHeader());
      }
      case "buyer":
        return (await this.purchase()).cookie;
      case "customer":
      case "admin":
        return this.signedIn(visitor);
    }
  }

  /** A guest buys the product by bank transfer: the order page is theirs by the order_access cookie. */
  private purchase(): Promise<{ cookie: string; orderPath: string }> {
    this.purchased ??= (async () => {
      const buyer = new HttpShopper(this.baseURL, this.clientAddress);
      const placed = await buyer.place(await buyer.readyToPlace(await this.variantId()), "bank_transfer");
      if (placed.status !== 302 || !/^\/orders\/R\d+$/.test(placed.location ?? "")) {
        throw new Error(`placing an order answered ${placed.status} ${placed.location}`);
      }
      return { cookie: keptCookies(buyer.cookieHeader()), orderPath: placed.location! };
    })();
    return this.purchased;
  }

  /** The listed variant with the most stock (what wallet.spec.ts buys too). */
  private variantId(): Promise<number> {
    return once(this.found, "variant", async () => {
      const listing = await this.text("/products?sort=stock_desc", "");
      const id = /<input type="hidden" name="variantId" value="(\d+)"/.exec(listing)?.[1];
      if (!id) throw new Error("no quick-add form on /products?sort=stock_desc");
      return id;
    }).then(Number);
  }

  /**
   * A demo account's session, written into the e2e database by the session fixture: no password
   * sign-in, so the per-account attempt limit is never in the way.
   */
  private async signedIn(who: "customer" | "admin"): Promise<string> {
    const { cookie } = await createSession(DEMO[who], { ip: this.clientAddress, userAgent: "e2e pages" });
    return `${cookie.name}=${cookie.value}`;
  }

  private get(pathname: string, cookie: string): Promise<Response> {
    return fetch(this.baseURL + pathname, {
      headers: { "X-Forwarded-For": this.clientAddress, ...(cookie ? { Cookie: cookie } : {}) },
      redirect: "manual",
    });
  }

  private async text(pathname: string, cookie: string): Promise<string> {
    const response = await this.get(pathname, cookie);
    if (response.status !== 200) throw new Error(`GET ${pathname} answered ${response.status}`);
    return response.text();
  }

  /** A same-site form post, as the page sends it without JavaScript; the cookies it sets. */
  private async post(pathname: string, form: Record<string, string>): Promise<string> {
    const response = await fetch(this.baseURL + pathname, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: this.baseURL, "X-Forwarded-For": this.clientAddress },
      body: new URLSearchParams(form).toString(),
      redirect: "manual",
    });
    const body = await response.text();
    if (response.status !== 302 && response.status !== 303) {
      throw new Error(`POST ${pathname} answered ${response.status}: ${body.slice(0, 300)}`);
    }
    const pairs = response.headers
      .getSetCookie()
      .filter((line) => !/max-age=0|expires=thu, 01 jan 1970/i.test(line))
      .map((line) => line.split(";")[0]!.trim());
    return keptCookies(pairs.join("; "));
  }
}

export const test = base.extend<object, { visitors: Visitors }>({
  visitors: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL ?? `http://127.0.0.1:${process.env.E2E_PORT}`;
      await use(new Visitors(baseURL, workerInfo.workerIndex));
    },
    { scope: "worker" },
  ],
});

function keptCookies(header: string): string {
  return header
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair !== "" && !DROPPED_COOKIES.has(pair.slice(0, pair.indexOf("="))))
    .join("; ");
}

function expect2xxOr3xx(what: string, status: number): void {
  if (status < 200 || status >= 400) throw new Error(`${what} answered ${status}`);
}

function once<K, V>(cache: Map<K, Promise<V>>, key: K, make: () => Promise<V>): Promise<V> {
  let value = cache.get(key);
  if (!value) {
    value = make();
    cache.set(key, value);
    // A failed setup is tried again by the next test rather than failing all of them.
    value.catch(() => cache.delete(key));
  }
  return value;
}
