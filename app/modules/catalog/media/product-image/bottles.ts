// Bottles: the outline of every bottle shape and how a bottle is drawn (alone or beside its presentation box).

import { BOTTLE_COLOURS, type BottleColour } from "./colours";
import type { BottleShape, ProductImageView } from "./styles";
import { base, CX, FLOOR, frame, label, luminance, n, type P, type Seg, shadow, shoulder, symmetricPath, tone } from "./svg";

interface BottleSpec {
  start: P;
  segs: Seg[];
  /** Straight body (for the highlights): half width, top and bottom. */
  body: { hw: number; top: number; bottom: number };
  neck: { hw: number; top: number; bottom: number };
  fill: number;
  label: { top: number; bottom: number; hw: number; kind?: "rect" | "oval" };
  neckLabel?: { top: number; bottom: number };
  /** Foil over the neck down to this y (clipped to the bottle). */
  foil?: number;
  /** Cap / stopper drawn over the neck top. */
  cap?: (c: BottleColour) => string;
}

const screwCap = (top: number, bottom: number, hw: number) => (c: BottleColour) => {
  let s = `<rect x="${n(CX - hw)}" y="${top}" width="${n(hw * 2)}" height="${bottom - top}" rx="3" fill="${c.closure}"/>`;
  for (let x = CX - hw + 5; x < CX + hw - 2; x += 5) {
    s += `<line x1="${n(x)}" y1="${top + 4}" x2="${n(x)}" y2="${bottom - 8}" stroke="#000" stroke-opacity=".12" stroke-width="1"/>`;
  }
  s += `<rect x="${n(CX - hw)}" y="${bottom - 6}" width="${n(hw * 2)}" height="6" fill="#000" opacity=".12"/>`;
  return s + `<rect x="${n(CX - hw)}" y="${top}" width="${n(hw * 2)}" height="${bottom - top}" rx="3" fill="url(#shade)"/>`;
};

const stopper = (top: number, bottom: number, hw: number) => (c: BottleColour) =>
  `<rect x="${n(CX - hw + 3)}" y="${bottom - 4}" width="${n(hw * 2 - 6)}" height="10" fill="#c8a878"/>` +
  `<rect x="${n(CX - hw)}" y="${top}" width="${n(hw * 2)}" height="${bottom - top}" rx="6" fill="${c.closure}"/>` +
  `<rect x="${n(CX - hw)}" y="${bottom - 9}" width="${n(hw * 2)}" height="4" fill="#fff" opacity=".18"/>` +
  `<rect x="${n(CX - hw)}" y="${top}" width="${n(hw * 2)}" height="${bottom - top}" rx="6" fill="url(#shade)"/>`;

const BOTTLES: Record<BottleShape, BottleSpec> = {
  wine: {
    start: [13, 60],
    segs: [{ to: [14, 66] }, { to: [14, 74] }, { to: [15, 160] }, shoulder([15, 160], [54, 236], 0.55), ...base(54)],
    body: { hw: 54, top: 240, bottom: FLOOR },
    neck: { hw: 14, top: 130, bottom: 170 },
    fill: 128,
    label: { top: 296, bottom: 410, hw: 54 },
    foil: 124,
  },
  sparkling: {
    start: [16, 62],
    segs: [{ to: [17, 74] }, { to: [16, 84] }, { to: [17, 150] }, shoulder([17, 150], [58, 262], 0.35), ...base(58, 10)],
    body: { hw: 58, top: 262, bottom: FLOOR },
    neck: { hw: 16, top: 190, bottom: 200 },
    fill: 172,
    label: { top: 318, bottom: 412, hw: 58 },
    neckLabel: { top: 196, bottom: 226 },
    foil: 188,
  },
  vodka: {
    start: [15, 110],
    segs: [{ to: [15, 150] }, shoulder([15, 150], [50, 204], 0.8), ...base(50, 7)],
    body: { hw: 50, top: 206, bottom: FLOOR },
    neck: { hw: 15, top: 118, bottom: 150 },
    fill: 158,
    label: { top: 262, bottom: 390, hw: 50 },
    cap: screwCap(70, 118, 17),
  },
  whisky: {
    start: [17, 140],
    segs: [{ to: [17, 178] }, shoulder([17, 178], [66, 214], 0.95), ...base(66, 6)],
    body: { hw: 66, top: 214, bottom: FLOOR },
    neck: { hw: 17, top: 146, bottom: 178 },
    fill: 186,
    label: { top: 262, bottom: 398, hw: 66 },
    cap: stopper(106, 146, 24),
  },
  cognac: {
    start: [14, 136],
    segs: [
      { to: [14, 196] },
      { c1: [15, 246], c2: [86, 250], to: [86, 334] },
      { c1: [86, 404], c2: [76, 446], to: [60, FLOOR - 2] },
      { c1: [56, FLOOR], c2: [52, FLOOR], to: [48, FLOOR] },
    ],
    body: { hw: 74, top: 300, bottom: 400 },
    neck: { hw: 14, top: 150, bottom: 196 },
    fill: 226,
    label: { top: 300, bottom: 386, hw: 58, kind: "oval" },
    cap: (c) =>
      `<rect x="${CX - 10}" y="128" width="20" height="16" fill="${tone(c.closure, -0.2)}"/>` +
      `<path d="M${CX - 26} 128C${CX - 26} 94 ${CX + 26} 94 ${CX + 26} 128Z" fill="${c.closure}"/>` +
      `<path d="M${CX - 26} 128C${CX - 26} 94 ${CX + 26} 94 ${CX + 26} 128Z" fill="url(#shade)"/>`,
  },
  gin: {
    start: [19, 130],
    segs: [{ to: [19, 160] }, shoulder([19, 160], [60, 196], 0.95), ...base(60, 6)],
    body: { hw: 60, top: 198, bottom: FLOOR },
    neck: { hw: 19, top: 134, bottom: 160 },
    fill: 166,
    label: { top: 250, bottom: 384, hw: 60 },
    cap: stopper(84, 134, 30),
  },
  rum: {
    start: [15, 140],
    segs: [{ to: [15, 176] }, shoulder([15, 176], [58, 240], 0.6), ...base(58, 8)],
    body: { hw: 58, top: 240, bottom: FLOOR },
    neck: { hw: 15, top: 146, bottom: 176 },
    fill: 188,
    label: { top: 290, bottom: 404, hw: 58 },
    cap: stopper(108, 146, 21),
  },
  tequila: {
    start: [17, 168],
    segs: [
      { to: [17, 190] },
      shoulder([17, 190], [60, 226], 0.95),
      { to: [66, FLOOR - 8] },
      { c1: [66, FLOOR - 3], c2: [63, FLOOR], to: [58, FLOOR] },
    ],
    body: { hw: 62, top: 228, bottom: FLOOR },
    neck: { hw: 17, top: 172, bottom: 190 },
    fill: 196,
    label: { top: 276, bottom: 400, hw: 62 },
    cap: stopper(116, 172, 27),
  },
  liqueur: {
    start: [12, 138],
    segs: [
      { to: [12, 186] },
      { c1: [13, 246], c2: [70, 252], to: [70, 330] },
      { c1: [70, 392], c2: [68, 436], to: [60, FLOOR - 3] },
      { c1: [58, FLOOR], c2: [56, FLOOR], to: [52, FLOOR] },
    ],
    body: { hw: 66, top: 300, bottom: 420 },
    neck: { hw: 12, top: 142, bottom: 186 },
    fill: 212,
    label: { top: 296, bottom: 404, hw: 58, kind: "oval" },
    cap: screwCap(100, 142, 14),
  },
  beer: {
    start: [12, 124],
    segs: [
      { to: [13, 132] },
      { to: [12, 136] },
      { to: [14, 216] },
      shoulder([14, 216], [44, 300], 0.4),
      ...base(44, 6),
    ],
    body: { hw: 44, top: 300, bottom: FLOOR },
    neck: { hw: 13, top: 140, bottom: 210 },
    fill: 196,
    label: { top: 334, bottom: 424, hw: 44 },
    neckLabel: { top: 196, bottom: 230 },
    cap: (c) => {
      let teeth = "";
      for (let x = CX - 14; x < CX + 14; x += 4) teeth += `L${x + 2} 133L${x + 4} 129`;
      return (
        `<path d="M${CX - 14} 129${teeth}L${CX + 14} 118L${CX - 14} 118Z" fill="${c.closure}"/>` +
        `<rect x="${CX - 14}" y="116" width="28" height="13" rx="2" fill="${c.closure}"/>` +
        `<rect x="${CX - 14}" y="116" width="28" height="13" rx="2" fill="url(#shade)"/>`
      );
    },
  },
};

function drawBottle(shape: BottleShape, c: BottleColour, view: ProductImageView, id: string): { defs: string; body: string } {
  const spec = BOTTLES[shape];
  const path = symmetricPath(spec.start, spec.segs);
  const clip = `url(#${id}clip)`;
  const opaque = c.glassOpacity >= 0.95 || c.liquid === null;
  const defs =
    `<clipPath id="${id}clip"><path d="${path}"/></clipPath>` +
    `<linearGradient id="${id}liq" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tone(c.liquid ?? c.glass, 0.12)}"/><stop offset="1" stop-color="${tone(c.liquid ?? c.glass, -0.18)}"/></linearGradient>`;
  let body = shadow(spec.body.hw * 1.25);
  if (opaque) {
    body += `<path d="${path}" fill="${c.glass}"/>`;
  } else {
    body += `<path d="${path}" fill="#ffffff" opacity=".55"/>`;
    body += `<rect x="0" y="${spec.fill}" width="400" height="${FLOOR - spec.fill + 2}" fill="url(#${id}liq)" clip-path="${clip}"/>`;
    body += `<rect x="0" y="${spec.fill}" width="400" height="2" fill="#fff" opacity=".45" clip-path="${clip}"/>`;
    body += `<path d="${path}" fill="${c.glass}" opacity="${c.glassOpacity}"/>`;
  }
  const l = spec.label;
  const lx = CX - l.hw + (l.kind === "oval" ? 0 : 1);
  const lw = l.hw * 2 - (l.kind === "oval" ? 0 : 2);
  body += `<g clip-path="${clip}">` + label(lx, l.top, lw, l.bottom - l.top, c.paper, c.ink, view, l.kind) + `</g>`;
  if (spec.neckLabel && view !== "back") {
    const nl = spec.neckLabel;
    body += `<rect x="0" y="${nl.top}" width="400" height="${nl.bottom - nl.top}" fill="${c.paper}" clip-path="${clip}"/>`;
    body += `<rect x="0" y="${nl.top + 3}" width="400" height="1.5" fill="${c.ink}" opacity=".7" clip-path="${clip}"/>`;
    body += `<rect x="0" y="${nl.bottom - 4.5}" width="400" height="1.5" fill="${c.ink}" opacity=".7" clip-path="${clip}"/>`;
  }
  if (spec.foil) {
    body += `<rect x="0" y="0" width="400" height="${spec.foil}" fill="${c.closure}" clip-path="${clip}"/>`;
    body += `<rect x="0" y="${spec.foil - 8}" width="400" height="2" fill="#000" opacity=".18" clip-path="${clip}"/>`;
    body += `<rect x="0" y="${spec.start[1] + 8}" width="400" height="1.5" fill="#fff" opacity=".25" clip-path="${clip}"/>`;
  }
  body += `<path d="${path}" fill="url(#shade)"/>`;
  // Highlights: a broad soft one on the left of the body, a thin one on the right, one on the neck.
  const b = spec.body;
  const hx = CX - b.hw * 0.66;
  const hw = Math.max(5, b.hw * 0.13);
  body += `<rect x="${n(hx)}" y="${b.top + 10}" width="${n(hw)}" height="${b.bottom - b.top - 26}" rx="${n(hw / 2)}" fill="url(#shine)" opacity="${opaque ? 0.45 : 0.7}"/>`;
  body += `<rect x="${n(CX + b.hw * 0.6)}" y="${b.top + 18}" width="3" height="${b.bottom - b.top - 44}" rx="1.5" fill="url(#shine)" opacity=".45"/>`;
  const nk = spec.neck;
  body += `<rect x="${n(CX - nk.hw * 0.55)}" y="${nk.top}" width="3" height="${nk.bottom - nk.top}" rx="1.5" fill="#fff" opacity=".35"/>`;
  body += `<path d="${path}" fill="none" stroke="#000" stroke-opacity=".22" stroke-width="1.2"/>`;
  if (spec.cap) body += spec.cap(c);
  return { defs, body };
}

function presentationBox(c: BottleColour): string {
  const boxColour = luminance(c.ink) > 0.6 ? c.paper : c.ink;
  const emblem = luminance(boxColour) > 0.5 ? "#1f1f1f" : c.paper === boxColour ? c.ink : tone(c.paper, 0.1);
  const x0 = 54;
  const x1 = 190;
  const top = 150;
  const depth = 26;
  return (
    shadow(90, 136) +
    `<path d="M${x1} ${top}L${x1 + depth} ${top - 18}L${x1 + depth} ${FLOOR - 16}L${x1} ${FLOOR}Z" fill="${tone(boxColour, -0.35)}"/>` +
    `<path d="M${x0} ${top}L${x0 + depth} ${top - 18}L${x1 + depth} ${top - 18}L${x1} ${top}Z" fill="${tone(boxColour, 0.18)}"/>` +
    `<rect x="${x0}" y="${top}" width="${x1 - x0}" height="${FLOOR - top}" fill="${boxColour}"/>` +
    `<rect x="${x0}" y="${top}" width="${x1 - x0}" height="${FLOOR - top}" fill="url(#shade)" opacity=".45"/>` +
    `<rect x="${x0 + 10}" y="${top + 10}" width="${x1 - x0 - 20}" height="${FLOOR - top - 20}" fill="none" stroke="${emblem}" stroke-width="1.5" opacity=".8"/>` +
    `<circle cx="${(x0 + x1) / 2}" cy="${top + 90}" r="24" fill="none" stroke="${emblem}" stroke-width="2"/>` +
    `<path d="M${(x0 + x1) / 2} ${top + 74}L${(x0 + x1) / 2 + 11} ${top + 90}L${(x0 + x1) / 2} ${top + 106}L${(x0 + x1) / 2 - 11} ${top + 90}Z" fill="${emblem}"/>` +
    `<rect x="${(x0 + x1) / 2 - 40}" y="${top + 140}" width="80" height="7" rx="1" fill="${emblem}" opacity=".9"/>` +
    `<rect x="${(x0 + x1) / 2 - 28}" y="${top + 158}" width="56" height="3.5" rx="1" fill="${emblem}" opacity=".6"/>`
  );
}

export function renderBottle(shape: BottleShape, colour: string, view: ProductImageView): string {
  const c = (BOTTLE_COLOURS[shape] as Record<string, BottleColour>)[colour]!;
  const { defs, body } = drawBottle(shape, c, view, "b");
  if (view === "box") {
    return frame(defs, presentationBox(c) + `<g transform="translate(272 ${FLOOR}) scale(.84) translate(-200 -${FLOOR})">${body}</g>`);
  }
  return frame(defs, body);
}
