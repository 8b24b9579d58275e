/** Places, zip codes and airports (migration 0026_places). Part of the Database interface (app/db/schema.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PlaceTables {}
