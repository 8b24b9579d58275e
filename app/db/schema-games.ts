/** The games: lucky wheel, jackpot, roulette tool (migration 0024_games). Part of the Database interface (app/db/schema.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface GameTables {}
