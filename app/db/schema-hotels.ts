/** Hotel booking (migration 0025_hotels). Part of the Database interface (app/db/schema.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface HotelTables {}
