/** Comments on articles and news, their ratings, and bookmarks (migration 0018_comments). Part of the Database interface (app/db/schema.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CommentTables {}
