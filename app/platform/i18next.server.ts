import { createCookie } from "@remix-run/node";
import { secureCookies } from "~/config/env.server";
import { RemixI18Next } from "remix-i18next/server";
import i18n, { asLng, resources, type Lng } from "~/i18n";

/** The shopper's language choice, set by the language form (works without JavaScript). */
export const localeCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: secureCookies(),
  maxAge: 60 * 60 * 24 * 365,
});

const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: i18n.supportedLngs,
    fallbackLanguage: i18n.fallbackLng,
    cookie: localeCookie,
    // Mongolian is the shop's default whatever the browser prefers; only a choice changes it.
    order: ["cookie"],
  },
  i18next: { ...i18n, resources },
});

export default i18next;

/** The request's shop language, typed (detection already limits it to the shop's languages). */
export async function shopLocale(request: Request): Promise<Lng> {
  return asLng(await i18next.getLocale(request));
}
