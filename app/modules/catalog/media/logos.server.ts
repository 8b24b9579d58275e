import type { DB } from "~/db/client.server";
import { findBrandByCode, findStoreName } from "../queries/catalog-labels.server";
import { renderBrandLogoSvg, renderStoreLogoSvg } from "./product-image/logos";

/**
 * A brand's logo (drawn from its name) or, for the code "store", the shop's own; null when there
 * is no such brand.
 */
export async function brandLogoSvg(db: DB, code: string): Promise<string | null> {
  if (code === "store") {
    const store = await findStoreName(db, "main");
    return renderStoreLogoSvg(store?.name ?? "Хар Сувд");
  }
  const brand = await findBrandByCode(db, code);
  return brand ? renderBrandLogoSvg(brand.code, brand.name) : null;
}
