import { PassThrough } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

/**
 * React 18.3's renderToPipeableStream flushed its whole 2,048-byte buffer, unwritten tail
 * included, whenever a multi-byte character did not fit at its end: NUL bytes inside words and
 * attribute values (react#26228, fixed only in React 19). patches/react-dom+18.3.1.patch sends
 * only the written bytes; these cases put 2-, 3- and 4-byte characters across every offset of
 * the buffer's end, so they fail on an unpatched react-dom.
 */
async function streamed(element: React.ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const body = new PassThrough();
    body.on("data", (chunk: Buffer) => chunks.push(chunk));
    body.on("end", () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(body), onError: reject });
  });
}

/** Many short chunks (a long one is written around the buffer); `padding` shifts them all. */
function Page({ padding, word }: { padding: number; word: string }) {
  return (
    <main>
      <p>{"x".repeat(padding)}</p>
      {Array.from({ length: 120 }, (_, i) => (
        <p key={i} title={`${word} ${i}`}>
          {word} {i} 40,000₮
        </p>
      ))}
    </main>
  );
}

describe("the streamed HTML", () => {
  for (const word of ["Резерва", "Хар Сувд архи", "葡萄酒", "🍷 дарс"]) {
    it(`has no NUL byte and equals the whole-document render: "${word}"`, async () => {
      for (let padding = 0; padding < 48; padding += 1) {
        const element = <Page padding={padding} word={word} />;
        const bytes = await streamed(element);
        expect(bytes.includes(0)).toBe(false);
        const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
        expect(text).toBe(renderToString(element));
      }
    });
  }
});
