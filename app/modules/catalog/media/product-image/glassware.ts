// Glassware: wine glasses, flutes, tumblers, shot glasses and the decanter, alone or as a pair.

import { GLASS_COLOURS } from "./colours";
import type { GlassShape, ProductImageView } from "./styles";
import { CX, FLOOR, frame, shadow, tone } from "./svg";

function glassOutline(shape: GlassShape, cx: number): { path: string; extra: (tint: string) => string; hw: number } {
  switch (shape) {
    case "glass":
      return {
        hw: 60,
        path:
          `M${cx - 56} 120C${cx - 62} 196 ${cx - 40} 262 ${cx - 6} 270L${cx - 4} 428C${cx - 40} 432 ${cx - 58} 438 ${cx - 58} 444` +
          `C${cx - 58} 452 ${cx + 58} 452 ${cx + 58} 444C${cx + 58} 438 ${cx + 40} 432 ${cx + 4} 428L${cx + 6} 270` +
          `C${cx + 40} 262 ${cx + 62} 196 ${cx + 56} 120Z`,
        extra: () => `<ellipse cx="${cx}" cy="120" rx="56" ry="7" fill="none" stroke="#5a6670" stroke-opacity=".45" stroke-width="1.4"/>`,
      };
    case "flute":
      return {
        hw: 44,
        path:
          `M${cx - 28} 96C${cx - 31} 190 ${cx - 22} 292 ${cx - 5} 304L${cx - 3} 430C${cx - 30} 434 ${cx - 44} 439 ${cx - 44} 444` +
          `C${cx - 44} 452 ${cx + 44} 452 ${cx + 44} 444C${cx + 44} 439 ${cx + 30} 434 ${cx + 3} 430L${cx + 5} 304` +
          `C${cx + 22} 292 ${cx + 31} 190 ${cx + 28} 96Z`,
        extra: () => `<ellipse cx="${cx}" cy="96" rx="28" ry="4.5" fill="none" stroke="#5a6670" stroke-opacity=".45" stroke-width="1.4"/>`,
      };
    case "tumbler":
      return {
        hw: 80,
        path: `M${cx - 78} 276L${cx - 68} ${FLOOR - 8}Q${cx - 67} ${FLOOR} ${cx - 58} ${FLOOR}L${cx + 58} ${FLOOR}Q${cx + 67} ${FLOOR} ${cx + 68} ${FLOOR - 8}L${cx + 78} 276Z`,
        extra: (tint) =>
          `<path d="M${cx - 69.5} 420L${cx + 69.5} 420L${cx + 68} ${FLOOR - 8}Q${cx + 67} ${FLOOR} ${cx + 58} ${FLOOR}L${cx - 58} ${FLOOR}Q${cx - 67} ${FLOOR} ${cx - 68} ${FLOOR - 8}Z" fill="${tint}" opacity=".35"/>` +
          [-44, -22, 0, 22, 44].map((dx) => `<line x1="${cx + dx * 1.1}" y1="288" x2="${cx + dx}" y2="414" stroke="#fff" stroke-opacity=".3" stroke-width="2"/>`).join("") +
          `<ellipse cx="${cx}" cy="276" rx="78" ry="9" fill="none" stroke="#5a6670" stroke-opacity=".45" stroke-width="1.4"/>`,
      };
    case "shot":
      return {
        hw: 56,
        path: `M${cx - 54} 292L${cx - 42} ${FLOOR - 8}Q${cx - 41} ${FLOOR} ${cx - 33} ${FLOOR}L${cx + 33} ${FLOOR}Q${cx + 41} ${FLOOR} ${cx + 42} ${FLOOR - 8}L${cx + 54} 292Z`,
        extra: (tint) =>
          `<path d="M${cx - 43.5} 410L${cx + 43.5} 410L${cx + 42} ${FLOOR - 8}Q${cx + 41} ${FLOOR} ${cx + 33} ${FLOOR}L${cx - 33} ${FLOOR}Q${cx - 41} ${FLOOR} ${cx - 42} ${FLOOR - 8}Z" fill="${tint}" opacity=".45"/>` +
          `<ellipse cx="${cx}" cy="292" rx="54" ry="7" fill="none" stroke="#5a6670" stroke-opacity=".45" stroke-width="1.4"/>`,
      };
    case "decanter":
      return {
        hw: 96,
        path:
          `M${cx - 20} 128L${cx - 14} 150L${cx - 14} 236C${cx - 16} 300 ${cx - 96} 340 ${cx - 96} 402C${cx - 96} 436 ${cx - 80} ${FLOOR} ${cx - 60} ${FLOOR}` +
          `L${cx + 60} ${FLOOR}C${cx + 80} ${FLOOR} ${cx + 96} 436 ${cx + 96} 402C${cx + 96} 340 ${cx + 16} 300 ${cx + 14} 236L${cx + 14} 150L${cx + 20} 128Z`,
        extra: (tint) =>
          `<path d="M${cx - 8} 128C${cx - 22} 110 ${cx - 14} 84 ${cx} 80C${cx + 14} 84 ${cx + 22} 110 ${cx + 8} 128Z" fill="${tint}" opacity=".55" stroke="#5a6670" stroke-opacity=".45" stroke-width="1.2"/>` +
          `<path d="M${cx - 84} 370C${cx - 60} 384 ${cx + 60} 384 ${cx + 84} 370" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>`,
      };
  }
}

function drawGlass(shape: GlassShape, colour: string, cx: number, id: string): { defs: string; body: string } {
  const [tint, opacity] = GLASS_COLOURS[colour as keyof typeof GLASS_COLOURS];
  const g = glassOutline(shape, cx);
  const defs =
    `<linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${tone(tint, -0.3)}" stop-opacity="${Math.min(1, opacity + 0.35)}"/>` +
    `<stop offset=".22" stop-color="${tint}" stop-opacity="${opacity * 0.55}"/><stop offset=".5" stop-color="${tint}" stop-opacity="${opacity * 0.35}"/>` +
    `<stop offset=".8" stop-color="${tint}" stop-opacity="${opacity * 0.6}"/><stop offset="1" stop-color="${tone(tint, -0.3)}" stop-opacity="${Math.min(1, opacity + 0.4)}"/></linearGradient>`;
  let body = shadow(g.hw * 0.9, cx);
  body += `<path d="${g.path}" fill="#fff" opacity=".35"/>`;
  const drink = GLASS_DRINKS[shape];
  let liquidDefs = "";
  if (drink) {
    const [liquid, top, bottom] = drink;
    liquidDefs =
      `<clipPath id="${id}c"><path d="${g.path}"/></clipPath>` +
      `<linearGradient id="${id}l" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${tone(liquid, -0.35)}"/><stop offset=".35" stop-color="${liquid}"/><stop offset="1" stop-color="${tone(liquid, -0.4)}"/></linearGradient>`;
    body += `<rect x="${cx - 120}" y="${top}" width="240" height="${bottom - top}" fill="url(#${id}l)" opacity=".9" clip-path="url(#${id}c)"/>`;
    body += `<rect x="${cx - 120}" y="${top}" width="240" height="2.5" fill="#fff" opacity=".5" clip-path="url(#${id}c)"/>`;
    if (shape === "tumbler") {
      body += `<rect x="${cx - 30}" y="${top - 16}" width="44" height="42" rx="7" transform="rotate(-14 ${cx - 8} ${top + 5})" fill="#fbfdfe" fill-opacity=".35" stroke="#fff" stroke-opacity=".9" stroke-width="1.5"/>`;
    }
  }
  body += `<path d="${g.path}" fill="url(#${id}g)"/>`;
  body += g.extra(tint);
  body += `<path d="${g.path}" fill="none" stroke="#4a5560" stroke-opacity=".5" stroke-width="1.4"/>`;
  // Highlight along the left of the bowl.
  const hl: Record<GlassShape, string> = {
    glass: `M${cx - 42} 138C${cx - 46} 190 ${cx - 34} 232 ${cx - 18} 250`,
    flute: `M${cx - 18} 112C${cx - 20} 190 ${cx - 14} 260 ${cx - 6} 286`,
    tumbler: `M${cx - 62} 292L${cx - 55} 408`,
    shot: `M${cx - 40} 306L${cx - 33} 400`,
    decanter: `M${cx - 72} 378C${cx - 72} 350 ${cx - 40} 322 ${cx - 22} 300`,
  };
  body += `<path d="${hl[shape]}" fill="none" stroke="#fff" stroke-opacity=".85" stroke-width="5" stroke-linecap="round"/>`;
  return { defs: defs + liquidDefs, body };
}

/** What is poured into each glass for the photo: colour and the y range of the liquid (null = empty). */
const GLASS_DRINKS: Record<GlassShape, readonly [string, number, number] | null> = {
  glass: ["#7a1022", 206, 272],
  flute: ["#e6cc6a", 150, 306],
  tumbler: ["#c0701c", 356, 420],
  shot: null,
  decanter: ["#6e0f1f", 330, FLOOR],
};

export function renderGlassware(shape: GlassShape, colour: string, view: ProductImageView): string {
  if (view === "pair") {
    const a = drawGlass(shape, colour, 0, "ga");
    const b = drawGlass(shape, colour, 0, "gb");
    const scale = shape === "shot" ? 0.9 : shape === "tumbler" ? 0.8 : 0.9;
    const dx = shape === "shot" ? 52 : shape === "tumbler" ? 72 : 54;
    const place = (x: number, y: number, s: string) =>
      `<g transform="translate(${x} ${y}) scale(${scale}) translate(0 -${FLOOR})">${s}</g>`;
    return frame(a.defs + b.defs, place(CX - dx, FLOOR - 10, a.body) + place(CX + dx, FLOOR, b.body));
  }
  const g = drawGlass(shape, colour, CX, "ga");
  return frame(g.defs, g.body);
}
