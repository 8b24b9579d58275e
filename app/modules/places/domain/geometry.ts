/**
 * Zip areas as GeoJSON (RFC 7946: positions are [longitude, latitude]); the types the import
 * checks a file against, and the bounding box the point lookup filters on before the exact test.
 */
export type Position = [number, number];
export interface PolygonGeometry {
  type: "Polygon";
  coordinates: Position[][];
}
export interface MultiPolygonGeometry {
  type: "MultiPolygon";
  coordinates: Position[][][];
}
export type AreaGeometry = PolygonGeometry | MultiPolygonGeometry;

export interface BoundingBox {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

/** The smallest box holding every outer ring (holes lie inside their outer ring). */
export function boundingBox(geometry: AreaGeometry): BoundingBox {
  const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
  const box = { minLon: Infinity, minLat: Infinity, maxLon: -Infinity, maxLat: -Infinity };
  for (const polygon of polygons) {
    for (const [lon, lat] of polygon[0] ?? []) {
      box.minLon = Math.min(box.minLon, lon);
      box.maxLon = Math.max(box.maxLon, lon);
      box.minLat = Math.min(box.minLat, lat);
      box.maxLat = Math.max(box.maxLat, lat);
    }
  }
  return box;
}

/** Latitude and longitude a lookup accepts: numbers within the globe. */
export function isCoordinate(lat: unknown, lon: unknown): boolean {
  return typeof lat === "number" && typeof lon === "number" && Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
}

/** A ring as RFC 7946 asks: at least four positions, the last the same as the first. */
export function isClosedRing(ring: readonly Position[]): boolean {
  if (ring.length < 4) return false;
  const first = ring[0]!;
  const last = ring[ring.length - 1]!;
  return first[0] === last[0] && first[1] === last[1];
}
