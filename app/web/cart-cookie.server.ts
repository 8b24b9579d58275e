import { createCookie } from "@remix-run/node";
import { secureCookies } from "~/config/env.server";

/**
 * The guest cart's token (the cart itself is a database order). Logout forgets it so the next
 * person at this browser starts with an empty cart.
 */
export const cartTokenCookie = createCookie("cart_token", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: secureCookies(),
  maxAge: 60 * 60 * 24 * 30,
});

export function detachCartCookie(): Promise<string> {
  return cartTokenCookie.serialize("", { maxAge: 0 });
}

export async function readCartToken(request: Request): Promise<string | null> {
  const value: unknown = await cartTokenCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[A-Za-z0-9_-]{32,128}$/.test(value) ? value : null;
}

export function cartTokenHeader(token: string): Promise<string> {
  return cartTokenCookie.serialize(token);
}
