import { createCookie } from "@remix-run/node";
import { secureCookies } from "~/config/env.server";
import { RemixI18Next } from "remix-i18next/server";
import type { TFunction } from "i18next";
import i18n, { asLng, resources, type Lng } from "~/i18n";
import { translatorFor } from "~/ui/i18n/texts";
import { serverTexts } from "./texts.server";

/** The shopper's language choice, set by the language form (works without JavaScript). */
export const localeCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: secureCookies(),
  maxAge: 60 * 60 * 24 * 365,
});

/**
 * remix-i18next for the language (the cookie). Its getFixedT created and initialised a new
 * i18next instance with every text on each call, in most loaders; this one hands out the shop's
 * translator, built once per language and namespace (the same texts: decision 038).
 */
class ShopI18Next extends RemixI18Next {
  override async getFixedT(requestOrLocale: Request | string, namespaces?: string | readonly string[], options?: object): Promise<TFunction> {
    // Init options or a key prefix: i18next itself, as before (nothing in the shop asks for them).
    if (options && Object.keys(options).length > 0) return super.getFixedT(requestOrLocale as Request, namespaces as never, options);
    const lng = asLng(typeof requestOrLocale === "string" ? requestOrLocale : await this.getLocale(requestOrLocale));
    // The same translator pages render with, built once per language and namespace.
    return translatorFor(serverTexts(lng), namespaces ?? i18n.defaultNS) as unknown as TFunction;
  }
}

const i18next = new ShopI18Next({
  detection: {
    supportedLanguages: i18n.supportedLngs,
    fallbackLanguage: i18n.fallbackLng,
    cookie: localeCookie,
    // Mongolian is the shop's default whatever the browser prefers; only a choice changes it:
    // the address's `?lng=` for that one request (hreflang pages), else the cookie.
    order: ["searchParams", "cookie"],
    searchParamKey: "lng",
  },
  i18next: { ...i18n, resources },
});

export default i18next;

/** The request's shop language, typed (detection already limits it to the shop's languages). */
export async function shopLocale(request: Request): Promise<Lng> {
  return asLng(await i18next.getLocale(request));
}
