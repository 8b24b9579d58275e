import { z } from "zod";
import { CITY_CODES } from "~/kernel/mongolia-places";
import { isClosedRing, type Position } from "./domain/geometry";

/**
 * The zip file an operator imports (`npm run places:import -- file.geojson`): a GeoJSON
 * FeatureCollection (or one Feature). A feature with a Polygon or MultiPolygon is a zip area;
 * a feature without geometry (`"geometry": null`) is a place record (the official list of zip
 * codes, say) and needs its names, category and city code. docs/decisions/057.
 */
const position = z
  .array(z.number().finite())
  .min(2)
  .refine(([lon, lat]) => Math.abs(lon!) <= 180 && Math.abs(lat!) <= 90, "a position is [longitude, latitude] within the globe")
  .transform((p): Position => [p[0]!, p[1]!]);
const ring = z.array(position).refine(isClosedRing, "a ring needs at least 4 positions and must end where it starts");
const polygon = z.array(ring).min(1, "a polygon needs its outer ring");

export const AreaGeometrySchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("Polygon"), coordinates: polygon }),
  z.object({ type: z.literal("MultiPolygon"), coordinates: z.array(polygon).min(1, "a multipolygon needs a polygon") }),
]);

const zipcode = z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^\d{5}$/, "zipcode must be five digits"));
const text = (max: number) => z.string().trim().max(max);
const category = z.enum(["aimag", "district", "sum", "khoroo", "bag"], { message: "cat must be aimag, district, sum, khoroo or bag" });

export const PlacePropertiesSchema = z.object({
  zipcode,
  zipid: text(60).optional(),
  name: text(200).optional(),
  name_mn: text(120).optional(),
  name_en: text(120).optional(),
  cat: category.optional(),
  city_code: z.enum(CITY_CODES, { message: "city_code must be MN-1 or an aimag's ISO 3166-2:MN code" }).optional(),
  district_code: text(80).optional(),
  khoroo: z.union([z.string(), z.number()]).transform(String).pipe(text(10)).optional(),
});

export const PlaceFeatureSchema = z.object({
  type: z.literal("Feature"),
  geometry: z.union([AreaGeometrySchema, z.null()], { message: "geometry must be a Polygon, a MultiPolygon or null" }),
  properties: PlacePropertiesSchema,
});

export type PlaceFeature = z.output<typeof PlaceFeatureSchema>;
export type PlaceProperties = z.output<typeof PlacePropertiesSchema>;

/** The file's features, unchecked, or null when it is not GeoJSON (a FeatureCollection or a Feature). */
export function geoJsonFeatures(value: unknown): unknown[] | null {
  if (typeof value !== "object" || value === null) return null;
  const object = value as { type?: unknown; features?: unknown };
  if (object.type === "FeatureCollection" && Array.isArray(object.features)) return object.features;
  if (object.type === "Feature") return [value];
  return null;
}

/** A zod error as one line: "properties.zipcode: zipcode must be five digits". */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join(".") || "feature"}: ${issue.message}`)
    .join("; ");
}
