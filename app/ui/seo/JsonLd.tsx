/**
 * Structured data for search engines (schema.org JSON-LD). The JSON is escaped so that no text
 * in it can close the script element; a data block is not executed, so it needs no CSP nonce.
 */
export function JsonLd({ data }: { data: Record<string, unknown> | Array<Record<string, unknown>> }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
