// Brand logos: a monogram and wordmark per brand, and the shop's own logo.

import { escapeXml, luminance } from "./svg";

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const LOGO_PALETTES: readonly [string, string][] = [
  ["#1f1f1f", "#c9a23f"],
  ["#7a1426", "#f3e6c8"],
  ["#1f3f6e", "#e9dcc0"],
  ["#1f4d35", "#e2c878"],
  ["#5a2a0a", "#f0dcb0"],
  ["#3a2a4a", "#e6d2a0"],
  ["#8a4b14", "#fbf2de"],
];

function initials(name: string): string {
  const words = name
    .replace(/['’]/g, "")
    .split(/[\s\-–&.]+/u)
    .filter((w) => /\p{L}/u.test(w));
  const letters = words.length >= 2 ? [words[0]!, words[words.length - 1]!] : words.length === 1 ? [words[0]!] : ["?"];
  return letters
    .map((w) => ([...w].find((ch) => /[\p{L}\p{N}]/u.test(ch)) ?? "").toUpperCase())
    .join("")
    .slice(0, 2);
}

/** A monogram and wordmark for a brand, 320x160. */
export function renderBrandLogoSvg(code: string, name: string): string {
  // The house brand ("Black Pearl") is black and gold; others get a palette picked by code.
  const [ink, accent] = code === "khar-suvd" ? (["#141414", "#c9a23f"] as const) : LOGO_PALETTES[hash(code) % LOGO_PALETTES.length]!;
  const rule = luminance(accent) > 0.7 ? ink : accent;
  const label = name.trim() || code;
  const mono = escapeXml(initials(label));
  const text = escapeXml(label.toUpperCase());
  const chars = [...label].length;
  const fontSize = chars <= 10 ? 24 : chars <= 16 ? 20 : chars <= 22 ? 16 : 14;
  const fit = chars * fontSize * 0.68 > 280 ? ` textLength="280" lengthAdjust="spacingAndGlyphs"` : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160" width="320" height="160" role="img">` +
    `<title>${escapeXml(label)}</title>` +
    `<rect width="320" height="160" rx="12" fill="#fbf7f0"/>` +
    `<circle cx="160" cy="58" r="38" fill="${ink}"/>` +
    `<circle cx="160" cy="58" r="32" fill="none" stroke="${accent}" stroke-width="1.5"/>` +
    `<text x="160" y="${mono.length > 1 ? 68 : 70}" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${mono.length > 1 ? 28 : 32}" font-weight="700" fill="${accent}" letter-spacing="1">${mono}</text>` +
    `<text x="160" y="128" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${fontSize}" font-weight="700" fill="${ink}" letter-spacing="2"${fit}>${text}</text>` +
    `<rect x="130" y="140" width="60" height="2" fill="${rule}" opacity=".7"/>` +
    `</svg>`
  );
}

/** The shop's own logo: a black pearl with a gold rim and the shop's name. */
export function renderStoreLogoSvg(name = "Хар Сувд", tagline = "WINE & SPIRITS"): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160" width="320" height="160" role="img">` +
    `<title>${escapeXml(name)}</title>` +
    `<defs><radialGradient id="pearl" cx=".36" cy=".32" r=".75"><stop offset="0" stop-color="#8a8f99"/><stop offset=".35" stop-color="#2b2e35"/><stop offset="1" stop-color="#050506"/></radialGradient></defs>` +
    `<rect width="320" height="160" rx="12" fill="#141414"/>` +
    `<circle cx="64" cy="80" r="38" fill="none" stroke="#c9a23f" stroke-width="2"/>` +
    `<circle cx="64" cy="80" r="30" fill="url(#pearl)"/>` +
    `<ellipse cx="54" cy="68" rx="9" ry="6" fill="#fff" opacity=".55" transform="rotate(-30 54 68)"/>` +
    `<text x="118" y="86" font-family="Georgia, 'Times New Roman', serif" font-size="30" font-weight="700" fill="#f3e6c8" letter-spacing="1">${escapeXml(name)}</text>` +
    `<rect x="118" y="98" width="150" height="1.5" fill="#c9a23f"/>` +
    `<text x="118" y="118" font-family="Helvetica, Arial, sans-serif" font-size="12" fill="#c9a23f" letter-spacing="3">${escapeXml(tagline)}</text>` +
    `</svg>`
  );
}
