/** Vendors, lookbooks and promotions (migration 0019_showcase). Part of the Database interface (app/db/schema.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ShowcaseTables {}
