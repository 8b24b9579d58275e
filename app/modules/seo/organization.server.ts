import type { DB } from "~/db/client.server";
import { siteConfig } from "~/config/site";
import { configuredSocialLinks } from "~/config/social";
import type { Lng } from "~/i18n";
import { storeLocationRows } from "./queries.server";

/** What the home page's Organization data says, in the page's language (app/ui/seo organizationJsonLd). */
export interface OrganizationData {
  name: string;
  logo: string;
  phone: string;
  email: string;
  sameAs: string[];
  stores: { name: string; address: string; opens: string; closes: string }[];
}

export async function organizationData(db: DB, locale: Lng): Promise<OrganizationData> {
  const en = locale === "en";
  const stores = await storeLocationRows(db);
  return {
    name: siteConfig.name[locale],
    logo: "/icon-512.png",
    phone: siteConfig.contact.phone,
    email: siteConfig.contact.email,
    sameAs: configuredSocialLinks(siteConfig.social).map((link) => link.href),
    stores: stores.map((store) => ({ name: en ? store.name_en : store.name_mn, address: en ? store.address_en : store.address_mn, opens: store.opens_at, closes: store.closes_at })),
  };
}
