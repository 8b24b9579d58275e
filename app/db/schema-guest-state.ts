/** The guest's state when it outgrows its cookie (docs/decisions/041-guest-state.md). Part of the Database interface (app/db/schema.ts). */
export interface GuestStateTables {
  guest_states: GuestStateRowTable;
}

export interface GuestStateRowTable {
  /** Random, unguessable: the signed cookie carries it. */
  token: string;
  /** The state as JSON (version 2). */
  state: string;
  updated_at: string;
}
