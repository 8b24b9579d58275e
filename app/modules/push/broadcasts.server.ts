import type { DB } from "~/db/client.server";
import { inTransaction } from "~/db/transactions.server";
import { fail, ok, type Result } from "~/kernel/result";
import { broadcastPayload, shopPath } from "./domain/payloads";
import type { BroadcastInput } from "./forms";
import { countAudienceDevices, findTaxon, insertBroadcast, insertBroadcastMessages, listBroadcasts, listTaxons, setBroadcastRecipients } from "./queries.server";
import { schedulePushDelivery } from "./outbox.server";
import type { PushErrorCode } from "./status";
import type { BroadcastView, TaxonOption } from "./view-models";
import { vapidConfig } from "./vapid.server";

/**
 * The staff's push broadcast (/staff/push): a title, a line and a link on the shop, to every
 * device shoppers linked, or to the devices of shoppers with a paid order of a product in one
 * category (or a category below it). The preview counts the devices; sending writes one outbox
 * row per device in one transaction, which delivery sends after the commit.
 */

export const BROADCASTS_SHOWN = 30;

interface Audience {
  kind: "all" | "category";
  permalink: string | null;
  taxonId: number | null;
  taxonName: string | null;
}

async function audienceOf(db: DB, input: Pick<BroadcastInput, "audience" | "taxonId">): Promise<Result<Audience, PushErrorCode>> {
  if (input.audience === "all") return ok({ kind: "all", permalink: null, taxonId: null, taxonName: null });
  const taxon = input.taxonId === undefined ? undefined : await findTaxon(db, input.taxonId);
  if (!taxon) return fail("push:errors.taxonRequired");
  return ok({ kind: "category", permalink: taxon.permalink, taxonId: taxon.id, taxonName: taxon.name });
}

/** How many devices the broadcast would reach now. */
export async function previewBroadcast(db: DB, input: Pick<BroadcastInput, "audience" | "taxonId">): Promise<Result<{ devices: number }, PushErrorCode>> {
  const audience = await audienceOf(db, input);
  if (!audience.ok) return audience;
  return ok({ devices: await countAudienceDevices(db, audience.value) });
}

export type SendBroadcastResult = Result<{ id: number; devices: number; repeated: boolean }, PushErrorCode>;

export async function sendBroadcast(db: DB, now: Date, staffId: number, input: BroadcastInput, origin: string): Promise<SendBroadcastResult> {
  if (!(await vapidConfig(db))) return fail("push:errors.off");
  const url = shopPath(input.url, origin);
  if (!url) return fail("push:errors.urlInvalid");
  const audience = await audienceOf(db, input);
  if (!audience.ok) return audience;
  const done = await inTransaction(db, async (trx) => {
    const id = await insertBroadcast(
      trx,
      { requestKey: input.requestKey, staffId, title: input.title, body: input.body, url, audience: audience.value.kind, taxonId: audience.value.taxonId, taxonName: audience.value.taxonName },
      now,
    );
    // The same form sent twice (a double click, a resubmit): the first one stands.
    if (id === null) return null;
    const payload = JSON.stringify(broadcastPayload({ id, title: input.title, body: input.body, url }));
    const devices = await insertBroadcastMessages(trx, id, payload, audience.value, now);
    await setBroadcastRecipients(trx, id, devices);
    return { id, devices };
  });
  if (!done) return ok({ id: 0, devices: 0, repeated: true });
  if (done.devices > 0) schedulePushDelivery(db);
  return ok({ ...done, repeated: false });
}

export async function broadcastHistory(db: DB): Promise<BroadcastView[]> {
  return (await listBroadcasts(db, BROADCASTS_SHOWN)).map((row) => ({
    id: row.id,
    title: row.title,
    body: row.body,
    url: row.url,
    audience: row.audience,
    categoryName: row.taxon_name,
    recipients: row.recipients,
    sent: Number(row.sent ?? 0),
    staffName: row.staff_name || row.staff_email || "",
    createdAt: row.created_at,
  }));
}

export async function taxonOptions(db: DB): Promise<TaxonOption[]> {
  return (await listTaxons(db)).map((row) => ({ id: row.id, name: { mn: row.name, en: row.translation_en || row.name }, depth: row.depth }));
}
