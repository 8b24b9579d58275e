import { randomBytes, randomInt } from "node:crypto";
import type { DB } from "~/db/client.server";
import { inTransaction } from "~/db/transactions.server";
import { fail, ok, type Result } from "~/kernel/result";
import { pickWinner } from "./domain/games";
import type { RouletteUserInput } from "./forms";
import { deleteRouletteUser, findDrawByKey, findRouletteUser, insertDraw, insertRouletteUser, listDraws, listRouletteUsers } from "./queries.server";
import type { RouletteError } from "./status";
import type { RandomSource } from "./spin.server";

/**
 * The roulette tool (the website admin's, at /roulette): its own participants (not shop
 * accounts), a draw that picks one of them with `crypto.randomInt`, and the past draws. A draw
 * form carries a one-time key (UNIQUE on the draw), so a double submit or a replay draws once.
 */

export interface RouletteUserView {
  id: number;
  displayName: string;
  contact: string;
  createdAt: string;
}

export interface RouletteDrawView {
  id: number;
  winnerName: string;
  winnerContact: string;
  entrants: number;
  createdAt: string;
  runBy: string;
}

export interface RouletteOverview {
  users: RouletteUserView[];
  draws: RouletteDrawView[];
  /** A fresh one-time key for the next draw form. */
  drawKey: string;
}

export const newDrawKey = () => randomBytes(18).toString("base64url");

export async function rouletteOverview(db: DB): Promise<RouletteOverview> {
  const users = await listRouletteUsers(db);
  const draws = await listDraws(db, 50);
  return {
    users: users.map((u) => ({ id: u.id, displayName: u.display_name, contact: u.contact, createdAt: u.created_at })),
    draws: draws.map((d) => ({ id: d.id, winnerName: d.winner_name, winnerContact: d.winner_contact, entrants: d.entrants, createdAt: d.created_at, runBy: d.run_by_name || d.run_by_email || "—" })),
    drawKey: newDrawKey(),
  };
}

export async function rouletteUser(db: DB, id: number): Promise<RouletteUserView | null> {
  const u = await findRouletteUser(db, id);
  return u ? { id: u.id, displayName: u.display_name, contact: u.contact, createdAt: u.created_at } : null;
}

export async function createRouletteUser(db: DB, now: Date, adminId: number, input: RouletteUserInput): Promise<Result<{ id: number }, RouletteError>> {
  const id = await insertRouletteUser(db, { displayName: input.displayName, contact: input.contact, createdBy: adminId, at: now.toISOString() });
  return id === undefined ? fail("games:errors.contactTaken") : ok({ id });
}

export async function removeRouletteUser(db: DB, id: number): Promise<Result<{ id: number }, RouletteError>> {
  return (await deleteRouletteUser(db, id)) ? ok({ id }) : fail("games:errors.userNotFound");
}

/** Draws one winner among the current participants, once per key: a second submit of the same form answers with the first draw. */
export async function runDraw(
  db: DB,
  now: Date,
  adminId: number,
  requestKey: string,
  random: RandomSource = (n) => randomInt(n),
): Promise<Result<{ drawId: number; winnerName: string; created: boolean }, RouletteError>> {
  const earlier = await findDrawByKey(db, requestKey);
  if (earlier) return ok({ drawId: earlier.id, winnerName: earlier.winner_name, created: false });
  const result = await inTransaction(db, async (trx) => {
    const users = await listRouletteUsers(trx);
    const winner = users.length === 0 ? null : pickWinner(users, random(users.length));
    if (!winner) return null;
    const drawId = await insertDraw(trx, {
      requestKey,
      winnerId: winner.id,
      winnerName: winner.display_name,
      winnerContact: winner.contact,
      entrants: users.length,
      runBy: adminId,
      at: now.toISOString(),
    });
    return { drawId, winnerName: winner.display_name };
  });
  if (!result) return fail("games:errors.noParticipants");
  if (result.drawId === undefined) {
    const first = await findDrawByKey(db, requestKey);
    return ok({ drawId: first!.id, winnerName: first!.winner_name, created: false });
  }
  return ok({ drawId: result.drawId, winnerName: result.winnerName, created: true });
}
