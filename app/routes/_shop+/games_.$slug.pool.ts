import type { LoaderFunctionArgs } from "@remix-run/node";
import { jackpotFigure } from "~/modules/games/index.server";

/** GET /games/:slug/pool: the jackpot's pool now, for the page's live figure (JSON, never cached). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const figure = await jackpotFigure(context.db, params.slug ?? "");
  const headers = { "Cache-Control": "no-store" };
  return figure ? Response.json(figure, { headers }) : Response.json({ error: "games:errors.notFound" }, { status: 404, headers });
}
