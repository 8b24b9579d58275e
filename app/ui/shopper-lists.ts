import { useRouteLoaderData } from "@remix-run/react";

/** The visitor's marks on products, from the root loader (app/web/shopper-lists.server.ts). */
export interface ShopperLists {
  /** Wished variant ids, newest first. */
  wished: number[];
  /** Compared product ids. */
  compare: number[];
  /** Whether the shop offers comparison at all (storefront-spec.md §9: off for the wine retailer). */
  comparison: boolean;
}

const none: ShopperLists = { wished: [], compare: [], comparison: false };

/** Any component may ask; outside the root's data (an error page) nothing is marked. */
export function useShopperLists(): ShopperLists {
  const data = useRouteLoaderData("root") as { lists?: ShopperLists } | undefined;
  return data?.lists ?? none;
}
