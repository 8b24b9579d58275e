import type { LoaderFunctionArgs } from "@remix-run/node";
import { hasPlaceAreas } from "~/modules/places/index.server";

/** GET /api/places/areas: `{ areas: true }` once an operator imported zip areas (the address form then offers "use my location"). */
export async function loader({ context }: LoaderFunctionArgs) {
  return Response.json({ areas: await hasPlaceAreas(context.db) }, { headers: { "Cache-Control": "public, max-age=300" } });
}
