import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { isCoordinate } from "~/modules/places";
import { lookupZip } from "~/modules/places/index.server";
import i18next from "~/platform/i18next.server";

/**
 * The zip code at a point (storefront-spec.md §7 POST /maps/zipcode/_search): GET
 * /api/places/zip?lat=47.91&lon=106.87, or POST with the JSON body {"lat": 47.91, "lon": 106.87}.
 * Answers `{ zip: { zipcode, name, cityCode, districtCode, khoroo } | null }` from the zip areas
 * an operator imported. Latitude or longitude missing, not numbers or off the globe: 400 with a
 * translated message. Nothing is written.
 */
const MAX_BODY_BYTES = 2_000;
const noStore = { "Cache-Control": "no-store" };

async function refuse(locale: string, key: "places:errors.coordinates" | "places:errors.body") {
  const t = await i18next.getFixedT(locale);
  return Response.json({ error: t(key) }, { status: 400, headers: noStore });
}

function number(value: unknown): number | null {
  if (typeof value === "number") return value;
  if (typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

async function answer(request: Request, context: LoaderFunctionArgs["context"], lat: unknown, lon: unknown) {
  const latitude = number(lat);
  const longitude = number(lon);
  if (latitude === null || longitude === null || !isCoordinate(latitude, longitude)) return refuse(context.locale, "places:errors.coordinates");
  const zip = await lookupZip(context.db, latitude, longitude);
  return Response.json({ zip }, { headers: noStore });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return answer(request, context, url.searchParams.get("lat"), url.searchParams.get("lon"));
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "GET, POST" } });
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_BODY_BYTES) return refuse(context.locale, "places:errors.body");
  let body: unknown;
  try {
    const text = await request.text();
    if (text.length > MAX_BODY_BYTES) return refuse(context.locale, "places:errors.body");
    body = JSON.parse(text);
  } catch {
    return refuse(context.locale, "places:errors.body");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return refuse(context.locale, "places:errors.body");
  const { lat, lon } = body as { lat?: unknown; lon?: unknown };
  return answer(request, context, lat, lon);
}
