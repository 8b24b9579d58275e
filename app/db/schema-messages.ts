/** Newsletter subscribers and contact messages (migration 0020_messages). Part of the Database interface (app/db/schema.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MessageTables {}
