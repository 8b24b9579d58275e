import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireSandbox } from "~/adapters/payments/sandbox/common.server";
import { handleLenderApi } from "~/adapters/payments/sandbox/lender.server";

/** The instalment lender simulator's JSON API (server to server: no browser checks, a credential instead). 404 when the sandbox is off. */

export const meta: MetaFunction = () => [{ title: "Lender sandbox API" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireSandbox();
  return handleLenderApi(request, { db: context.db });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSandbox();
  return handleLenderApi(request, { db: context.db });
}
