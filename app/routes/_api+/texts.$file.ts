import type { LoaderFunctionArgs } from "@remix-run/node";
import { textsResponse } from "~/platform/texts.server";

/** A language's texts as JSON for the browser: GET /texts/en.{hash}.json (decision 038). */
export function loader({ params }: LoaderFunctionArgs) {
  return textsResponse(params.file);
}
