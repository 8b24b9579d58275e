/**
 * A shopper that goes through the checkout over plain HTTP (no browser): add to cart, the
 * address step, the payment step, place. Shared by the end-to-end concurrency test and
 * `npm run bench:checkout`. Cookies are kept per shopper; redirects are not followed, so
 * every response's status is seen.
 */

export class HttpShopper {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly forwardedFor?: string,
  ) {}

  /** The cookies this shopper holds, as a Cookie header (to fetch a page some other way). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    const cookie = this.cookieHeader();
    return { ...(cookie ? { Cookie: cookie } : {}), ...(this.forwardedFor ? { "X-Forwarded-For": this.forwardedFor } : {}), ...extra };
  }

  /** Starts with a browser's cookies (e.g. a signed-in session). */
  withCookies(cookies: readonly { name: string; value: string }[]): this {
    for (const cookie of cookies) this.cookies.set(cookie.name, cookie.value);
    return this;
  }

  private keep(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (/max-age=0/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async get(path: string): Promise<Response> {
    return this.keep(await fetch(this.baseUrl + path, { headers: this.headers(), redirect: "manual" }));
  }

  async post(path: string, form: Record<string, string>): Promise<Response> {
    return this.keep(
      await fetch(this.baseUrl + path, {
        method: "POST",
        headers: this.headers({ "Content-Type": "application/x-www-form-urlencoded", Origin: this.baseUrl }),
        body: new URLSearchParams(form).toString(),
        redirect: "manual",
      }),
    );
  }

  /** The status, after reading the body so the connection is free again. */
  private async statusOf(response: Promise<Response>): Promise<number> {
    const answer = await response;
    await answer.arrayBuffer();
    return answer.status;
  }

  async addToCart(variantId: number, quantity = 1): Promise<number> {
    return this.statusOf(this.post("/cart/add", { variantId: String(variantId), quantity: String(quantity), redirectTo: "/cart" }));
  }

  /** The payment step's code field. */
  async applyCode(code: string): Promise<number> {
    return this.statusOf(this.post("/checkout/payment", { intent: "coupon", code }));
  }

  /** The payment step's store-credit form. */
  async applyWallet(amount: number): Promise<number> {
    return this.statusOf(this.post("/checkout/payment", { intent: "wallet", amount: String(amount) }));
  }

  /** Fills the address step with simple delivery to central Ulaanbaatar and the first slot offered. */
  async fillAddress(): Promise<number> {
    const page = await (await this.get("/checkout/address")).text();
    const slot = /<select[^>]*name="slot"[\s\S]*?<option value="(\d{4}-\d{2}-\d{2}T[^"]+)"/.exec(page)?.[1];
    if (!slot) throw new Error("no delivery slot offered");
    const answer = await this.post("/checkout/address", {
      deliveryType: "simple",
      addressId: "new",
      country: "MN",
      city: "MN-1",
      district: "sukhbaatar",
      khoroo: "1",
      detail: "Энхтайваны өргөн чөлөө 14",
      slot,
      receiverName: "Бат Болд",
      receiverPhone: "99112233",
      ageConfirmed: "on",
      email: "load@example.mn",
      vatReceipt: "person",
    });
    await answer.arrayBuffer();
    const location = answer.headers.get("Location");
    // A redirect elsewhere (an emptied cart) is not the step being saved.
    if (answer.status === 302 && location !== "/checkout/payment") throw new Error(`address step sent the shopper to ${location}`);
    return answer.status;
  }

  /** The payment step's idempotency key and total. */
  async paymentForm(): Promise<{ placeKey: string; expectedTotal: string }> {
    const response = await this.get("/checkout/payment");
    const page = await response.text();
    const placeKey = /name="placeKey" value="([^"]+)"/.exec(page)?.[1];
    const expectedTotal = /name="expectedTotal" value="(\d+)"/.exec(page)?.[1];
    if (!placeKey || !expectedTotal) {
      const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page)?.[1]?.replace(/<[^>]+>/g, "").trim();
      throw new Error(`payment step did not render its form: ${response.status} ${response.headers.get("Location") ?? ""} ${heading ?? page.slice(0, 200)}`);
    }
    return { placeKey, expectedTotal };
  }

  async place(form: { placeKey: string; expectedTotal: string }, paymentMethod = "bank_transfer"): Promise<{ status: number; location: string | null }> {
    const response = await this.post("/checkout/payment", { paymentMethod, ...form });
    await response.arrayBuffer();
    return { status: response.status, location: response.headers.get("Location") };
  }

  /** Cart with one line, address filled, payment form read: ready to place. */
  async readyToPlace(variantId: number, quantity = 1): Promise<{ placeKey: string; expectedTotal: string }> {
    const added = await this.addToCart(variantId, quantity);
    if (added !== 302 && added !== 204 && added !== 200) throw new Error(`add to cart answered ${added}`);
    const address = await this.fillAddress();
    if (address !== 302 && address !== 204) throw new Error(`address step answered ${address}`);
    return this.paymentForm();
  }
}
