import { describe, expect, it } from "vitest";
import { readMultipartForm, type MultipartLimits } from "./multipart-form.server";

const LIMITS: MultipartLimits = { fileField: "images", maxFiles: 2, maxFileBytes: 100 };
const SHOP = "https://shop.test";

function multipart(parts: ({ name: string; value: string } | { name: string; filename: string; bytes: Uint8Array | string })[], headers: Record<string, string> = {}): Request {
  const boundary = "----test-boundary";
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ("filename" in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
      chunks.push(Buffer.from(part.bytes), Buffer.from("\r\n"));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return new Request(`${SHOP}/x`, { method: "POST", body: Buffer.concat(chunks), headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, ...headers } });
}

describe("readMultipartForm", () => {
  it("reads the text fields and the files of its field; an empty file part (nothing chosen) is skipped", async () => {
    const read = await readMultipartForm(
      multipart([
        { name: "comment", value: "Сайн бараа" },
        { name: "images", filename: "a.png", bytes: "PNGDATA" },
        { name: "images", filename: "", bytes: "" },
        { name: "other", filename: "b.png", bytes: "dropped" },
      ]),
      LIMITS,
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.fields.get("comment")).toBe("Сайн бараа");
    expect(read.value.fields.get("images")).toBeNull();
    expect(read.value.files.map((file) => [file.name, Buffer.from(file.bytes).toString()])).toEqual([["a.png", "PNGDATA"]]);
  });

  it("refuses too many files, a file over its cap (naming it), and a declared body over the total", async () => {
    const three = [1, 2, 3].map((n) => ({ name: "images", filename: `${n}.png`, bytes: "x" }));
    expect(await readMultipartForm(multipart(three), LIMITS)).toEqual({ ok: false, error: "tooManyFiles" });
    expect(await readMultipartForm(multipart([{ name: "images", filename: "big.jpg", bytes: "x".repeat(101) }]), LIMITS)).toEqual({
      ok: false,
      error: "fileTooLarge",
      values: { name: "big.jpg" },
    });
    expect(await readMultipartForm(multipart([{ name: "comment", value: "x" }], { "Content-Length": String(10_000_000) }), LIMITS)).toEqual({ ok: false, error: "bodyTooLarge" });
  });

  it("answers junk with a code, never a throw: a long text field, too many parts, a broken stream, JSON, control characters", async () => {
    expect(await readMultipartForm(multipart([{ name: "comment", value: "x".repeat(5000) }]), LIMITS)).toEqual({ ok: false, error: "badRequest" });
    const many = Array.from({ length: 21 }, (_, n) => ({ name: `f${n}`, value: "x" }));
    expect(await readMultipartForm(multipart(many), LIMITS)).toEqual({ ok: false, error: "badRequest" });
    const broken = new Request(`${SHOP}/x`, { method: "POST", body: "--abc\r\nnot a header\r\n\r\nhello\r\n--abc--", headers: { "Content-Type": "multipart/form-data; boundary=abc" } });
    expect(await readMultipartForm(broken, LIMITS)).toEqual({ ok: false, error: "badRequest" });
    const json = new Request(`${SHOP}/x`, { method: "POST", body: '{"rating":5}', headers: { "Content-Type": "application/json" } });
    expect(await readMultipartForm(json, LIMITS)).toEqual({ ok: false, error: "notAForm" });
    expect(await readMultipartForm(multipart([{ name: "comment", value: "a\u0000b" }]), LIMITS)).toEqual({ ok: false, error: "badRequest" });
  });

  it("reads a urlencoded form too (no files)", async () => {
    const request = new Request(`${SHOP}/x`, { method: "POST", body: "returnTo=%2Fproducts%2Fa", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    const read = await readMultipartForm(request, LIMITS);
    expect(read.ok && read.value.fields.get("returnTo")).toBe("/products/a");
    expect(read.ok && read.value.files).toEqual([]);
  });
});
