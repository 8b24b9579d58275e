import { describe, expect, it } from "vitest";
import { isAvatarFileName, sniffImageKind } from "./avatar";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe("sniffImageKind", () => {
  it.each([
    ["JPEG", bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, "JFIF"), "jpeg"],
    ["PNG", bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, "IHDR"), "png"],
    ["WebP", bytes("RIFF", 0x24, 0, 0, 0, "WEBPVP8 "), "webp"],
    ["GIF89a", bytes("GIF89a", 1, 0, 1, 0), "gif"],
    ["GIF87a", bytes("GIF87a", 1, 0, 1, 0), "gif"],
    ["a WAV file (RIFF but not WEBP)", bytes("RIFF", 0x24, 0, 0, 0, "WAVEfmt "), null],
    ["SVG", bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"), null],
    ["HTML", bytes("<!doctype html><script>"), null],
    ["PDF", bytes("%PDF-1.7"), null],
    ["a PNG name with text inside", bytes("hello, I am a png"), null],
    ["a truncated PNG signature", bytes(0x89, "PN"), null],
    ["nothing", bytes(), null],
  ])("%s -> %s", (_label, input, expected) => {
    expect(sniffImageKind(input)).toBe(expected);
  });
});

describe("isAvatarFileName", () => {
  it.each([
    ["0123456789abcdef0123456789abcdef.webp", true],
    ["0123456789ABCDEF0123456789ABCDEF.webp", false],
    ["0123456789abcdef0123456789abcdef.png", false],
    ["../0123456789abcdef0123456789abcde.webp", false],
    ["0123456789abcdef0123456789abcdef.webp/..", false],
    ["0123456789abcdef0123456789abcdef.webp\n", false],
    ["", false],
  ])("%j -> %s", (name, expected) => {
    expect(isAvatarFileName(name)).toBe(expected);
  });
});
