/**
 * Locally drawn product and brand images.
 *
 * Product images are addressed by a style such as `wine-ruby`, `whisky-amber-box` or
 * `tshirt-black-back`: `{shape}-{colour}` plus an optional view. The style arrives from a URL,
 * so it is validated strictly against the tables below; anything else renders nothing (null).
 * Drawings are language neutral (no words on the bottles), 400x500, on a light warm background.
 */

export type ProductImageView = "front" | "back" | "box" | "pair";

interface BottleColour {
  /** Glass colour laid over the liquid. */
  glass: string;
  /** 0 = clear glass, 1 = opaque (the liquid is not drawn). */
  glassOpacity: number;
  liquid: string | null;
  /** Foil, cap or stopper. */
  closure: string;
  /** Label paper and print colours. */
  paper: string;
  ink: string;
}

const CLEAR = "#e8f0f0";

function bottle(
  liquid: string | null,
  closure: string,
  paper: string,
  ink: string,
  glass = CLEAR,
  glassOpacity = 0.08,
): BottleColour {
  return { glass, glassOpacity, liquid, closure, paper, ink };
}

const BOTTLE_COLOURS = {
  wine: {
    ruby: bottle("#7a1022", "#7a1426", "#f4ecd9", "#7a1426", "#1d2c1f", 0.55),
    garnet: bottle("#561020", "#26231f", "#efe4c8", "#8c6a2a", "#1a1f19", 0.62),
    gold: bottle("#e3bd55", "#c9a545", "#fbf6ea", "#8a6d1f", "#c9dcb4", 0.3),
    straw: bottle("#eadb94", "#4d6b3c", "#fffdf6", "#4d6b3c", "#cfe0bf", 0.3),
    rose: bottle("#ef8f9d", "#d98a95", "#fff8f6", "#b25567", "#f6ecee", 0.12),
  },
  sparkling: {
    green: bottle("#d8c46a", "#c9a23f", "#f7f0dc", "#1f3b24", "#1e3a24", 0.78),
    gold: bottle("#e9cf72", "#d4b55a", "#ffffff", "#8a6d1f", "#c5d6a4", 0.32),
    rose: bottle("#f2a2ad", "#e3b7bd", "#fffaf8", "#b25567", "#f4eaec", 0.12),
    black: bottle(null, "#c9a23f", "#1c1c1c", "#c9a23f", "#161616", 1),
  },
  vodka: {
    clear: bottle("#e6f0f4", "#b9c3cc", "#ffffff", "#2b4c7e"),
    black: bottle(null, "#d9d9d9", "#1c1c1c", "#d8c8a0", "#141414", 1),
    pearl: bottle(null, "#1a1a1a", "#1a1a1a", "#e8e2d6", "#ece7df", 1),
    blue: bottle("#dfeaf3", "#1f3f6e", "#f5f8fb", "#1f3f6e", "#2c5d9c", 0.5),
    gold: bottle("#eef3f3", "#c9a23f", "#1e1e1e", "#c9a23f"),
  },
  whisky: {
    amber: bottle("#c0701c", "#3d2a1a", "#f3ead6", "#6b3a12"),
    gold: bottle("#d9a03b", "#1e1e1e", "#fdf8ec", "#2e4a3a"),
    dark: bottle("#6e300c", "#6b1f1f", "#1f1f1f", "#c9a23f"),
  },
  cognac: {
    amber: bottle("#b4601a", "#c9a23f", "#f5ecd7", "#7a3e12"),
    dark: bottle("#5e220a", "#1a1a1a", "#1c1c1c", "#c9a23f"),
  },
  gin: {
    clear: bottle("#eef5f4", "#2f4f4f", "#f4f1e8", "#2f5d50"),
    blue: bottle("#dceaf5", "#d0d6dc", "#f8f6ef", "#1f4f8a", "#1f5fa8", 0.55),
    pink: bottle("#f4a0b4", "#d9a441", "#fff7f4", "#b04a68"),
    green: bottle("#e4efe6", "#8a6d3b", "#f4efe2", "#2f5d3e", "#3f7a55", 0.5),
  },
  rum: {
    dark: bottle("#4a1f08", "#2a1a10", "#e9d7b0", "#5a2a0a"),
    gold: bottle("#c98a2b", "#6b3a12", "#f6ead0", "#8a4b14"),
    clear: bottle("#eef3f1", "#c9a23f", "#f5f2ea", "#1f6f6b"),
  },
  tequila: {
    clear: bottle("#eef4f2", "#1e5f74", "#f6f3ec", "#1e5f74"),
    gold: bottle("#e0b04a", "#6b3a12", "#f7efdc", "#8a4b14"),
    amber: bottle("#b86d1e", "#2a1a10", "#1e1e1e", "#d0a24a"),
  },
  liqueur: {
    cream: bottle("#e6d0aa", "#4a2c18", "#3a2416", "#e6d0aa"),
    orange: bottle("#ef8a1f", "#1f4d35", "#fff8ec", "#b4531a"),
    berry: bottle("#6a1236", "#2a1a22", "#f7eef2", "#6a1236"),
    coffee: bottle("#3a2212", "#c9a23f", "#e9dcc4", "#3a2212"),
    green: bottle("#7fb347", "#2f4f2f", "#f5f7ee", "#3f6b25"),
  },
  beer: {
    amber: bottle("#c7821f", "#c9a23f", "#f3e7c9", "#8a3a12", "#5a2e0c", 0.6),
    green: bottle("#e0b040", "#c0c6cc", "#ffffff", "#2f6b35", "#2f6b35", 0.55),
    dark: bottle("#2a1208", "#1a1a1a", "#1e1e1e", "#c9a23f", "#3a1f0c", 0.7),
  },
} as const satisfies Record<string, Record<string, BottleColour>>;

/** Can body colour and print colour. */
const CAN_COLOURS = {
  gold: ["#d4a93c", "#3a2a10"],
  green: ["#2f7a45", "#f3e9c6"],
  blue: ["#2a5da8", "#f4f1e8"],
  black: ["#1f1f1f", "#d4a93c"],
  red: ["#b3262e", "#f6efe0"],
  silver: ["#c4c9ce", "#1f3f6e"],
} as const satisfies Record<string, readonly [string, string]>;

/** Box colour and ribbon colour. */
const GIFTBOX_COLOURS = {
  red: ["#a61e2a", "#e2bd58"],
  black: ["#1f1f1f", "#d4b055"],
  gold: ["#cfa94a", "#7a1426"],
  blue: ["#1f3f6e", "#d9dde2"],
  green: ["#1f4d35", "#e2bd58"],
} as const satisfies Record<string, readonly [string, string]>;

/** Glass tint and its opacity. */
const GLASS_COLOURS = {
  clear: ["#dce8ec", 0.28],
  smoke: ["#4f5256", 0.5],
  amber: ["#c58a3a", 0.42],
  blue: ["#3d6fa8", 0.4],
} as const satisfies Record<string, readonly [string, number]>;

/** Metal highlight and shadow. */
const METAL_COLOURS = {
  steel: ["#eef1f4", "#7b838b"],
  copper: ["#f2b585", "#8a4a24"],
  gold: ["#f6dd98", "#9c7426"],
  black: ["#6a6a6a", "#101010"],
} as const satisfies Record<string, readonly [string, string]>;

/** Fabric colour and print colour. */
const FABRIC_COLOURS = {
  black: ["#222222", "#d8c8a0"],
  white: ["#f4f2ee", "#1f1f1f"],
  navy: ["#1f2c4a", "#e7dcc0"],
  burgundy: ["#6e1a2b", "#f0e2c4"],
  grey: ["#8c8f93", "#1f1f1f"],
  green: ["#2f5d45", "#f0e6cc"],
  denim: ["#3c5a80", "#f0e6cc"],
  tan: ["#a8794a", "#2a1a10"],
} as const satisfies Record<string, readonly [string, string]>;

type Pick<T, K extends keyof T> = { [P in K]: T[P] };
const pickColours = <T extends Record<string, unknown>, K extends keyof T>(table: T, keys: readonly K[]): Pick<T, K> =>
  Object.fromEntries(keys.map((k) => [k, table[k]])) as Pick<T, K>;

type BottleShape = keyof typeof BOTTLE_COLOURS;
type GlassShape = "glass" | "flute" | "tumbler" | "shot" | "decanter";
type ToolShape = "shaker" | "jigger";
type GarmentShape = "tshirt" | "hoodie" | "apron";
export type ProductImageShape = BottleShape | "can" | "giftbox" | GlassShape | ToolShape | GarmentShape;

interface ShapeInfo {
  colours: readonly string[];
  views: readonly ProductImageView[];
}

const BOTTLE_VIEWS = ["front", "back", "box"] as const;

/** Every shape, its colours and the views it can be drawn in. */
export const PRODUCT_IMAGE_SHAPES: Readonly<Record<ProductImageShape, ShapeInfo>> = {
  wine: { colours: Object.keys(BOTTLE_COLOURS.wine), views: BOTTLE_VIEWS },
  sparkling: { colours: Object.keys(BOTTLE_COLOURS.sparkling), views: BOTTLE_VIEWS },
  vodka: { colours: Object.keys(BOTTLE_COLOURS.vodka), views: BOTTLE_VIEWS },
  whisky: { colours: Object.keys(BOTTLE_COLOURS.whisky), views: BOTTLE_VIEWS },
  cognac: { colours: Object.keys(BOTTLE_COLOURS.cognac), views: BOTTLE_VIEWS },
  gin: { colours: Object.keys(BOTTLE_COLOURS.gin), views: BOTTLE_VIEWS },
  rum: { colours: Object.keys(BOTTLE_COLOURS.rum), views: BOTTLE_VIEWS },
  tequila: { colours: Object.keys(BOTTLE_COLOURS.tequila), views: BOTTLE_VIEWS },
  liqueur: { colours: Object.keys(BOTTLE_COLOURS.liqueur), views: BOTTLE_VIEWS },
  beer: { colours: Object.keys(BOTTLE_COLOURS.beer), views: ["front", "back"] },
  can: { colours: Object.keys(CAN_COLOURS), views: ["front", "back"] },
  giftbox: { colours: Object.keys(GIFTBOX_COLOURS), views: ["front"] },
  glass: { colours: ["clear", "smoke", "blue"], views: ["front", "pair"] },
  flute: { colours: ["clear", "smoke"], views: ["front", "pair"] },
  tumbler: { colours: ["clear", "smoke", "amber"], views: ["front", "pair"] },
  shot: { colours: ["clear", "smoke"], views: ["front", "pair"] },
  decanter: { colours: ["clear", "smoke"], views: ["front"] },
  shaker: { colours: Object.keys(METAL_COLOURS), views: ["front"] },
  jigger: { colours: Object.keys(METAL_COLOURS), views: ["front"] },
  tshirt: { colours: ["black", "white", "navy", "burgundy", "grey", "green"], views: ["front", "back"] },
  hoodie: { colours: ["black", "navy", "grey", "burgundy"], views: ["front", "back"] },
  apron: { colours: ["black", "denim", "tan"], views: ["front"] },
};

export interface ProductImageStyle {
  shape: ProductImageShape;
  colour: string;
  view: ProductImageView;
}

const STYLE_PATTERN = /^([a-z]{2,12})-([a-z]{2,12})(?:-(back|box|pair))?$/;

/** Parses and validates a style; null unless it is one this module draws. */
export function parseProductImageStyle(style: string): ProductImageStyle | null {
  if (typeof style !== "string" || style.length > 40) return null;
  const match = STYLE_PATTERN.exec(style);
  if (!match) return null;
  const [, shape, colour, view = "front"] = match;
  if (!shape || !colour || !Object.prototype.hasOwnProperty.call(PRODUCT_IMAGE_SHAPES, shape)) return null;
  const info = PRODUCT_IMAGE_SHAPES[shape as ProductImageShape];
  if (!info.colours.includes(colour) || !info.views.includes(view as ProductImageView)) return null;
  return { shape: shape as ProductImageShape, colour, view: view as ProductImageView };
}

export function isProductImageStyle(style: string): boolean {
  return parseProductImageStyle(style) !== null;
}

export function productImageStyle(shape: ProductImageShape, colour: string, view: ProductImageView = "front"): string {
  return view === "front" ? `${shape}-${colour}` : `${shape}-${colour}-${view}`;
}

/** Every style that renders, in a stable order. */
export function listProductImageStyles(): string[] {
  const out: string[] = [];
  for (const [shape, info] of Object.entries(PRODUCT_IMAGE_SHAPES) as [ProductImageShape, ShapeInfo][]) {
    for (const colour of info.colours) for (const view of info.views) out.push(productImageStyle(shape, colour, view));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Drawing helpers

const CX = 200;
const FLOOR = 452;

const n = (v: number): string => String(Math.round(v * 10) / 10);

function rgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
function tone(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  return (
    "#" +
    rgb(hex)
      .map((c) => Math.round(c + (target - c) * a))
      .map((c) => c.toString(16).padStart(2, "0"))
      .join("")
  );
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

type P = readonly [number, number];
interface Seg {
  to: P;
  c1?: P;
  c2?: P;
}

/**
 * A left-right symmetric outline around x = CX. `start` and the segments describe the right
 * half from the top down (x as offset from the centre); the left half is mirrored.
 */
function symmetricPath(start: P, segs: readonly Seg[], cx = CX): string {
  const R = (dx: number) => n(cx + dx);
  const L = (dx: number) => n(cx - dx);
  let d = `M${R(start[0])} ${n(start[1])}`;
  for (const s of segs) {
    d += s.c1 && s.c2
      ? `C${R(s.c1[0])} ${n(s.c1[1])} ${R(s.c2[0])} ${n(s.c2[1])} ${R(s.to[0])} ${n(s.to[1])}`
      : `L${R(s.to[0])} ${n(s.to[1])}`;
  }
  const points: P[] = [start, ...segs.map((s) => s.to)];
  const last = points[points.length - 1]!;
  d += `L${L(last[0])} ${n(last[1])}`;
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i]!;
    const to = points[i]!;
    d += s.c1 && s.c2
      ? `C${L(s.c2[0])} ${n(s.c2[1])} ${L(s.c1[0])} ${n(s.c1[1])} ${L(to[0])} ${n(to[1])}`
      : `L${L(to[0])} ${n(to[1])}`;
  }
  return d + "Z";
}

/** Smooth shoulder from a narrow neck down to a wider body (both vertical at the ends). */
const shoulder = (from: P, to: P, sharpness = 0.5): Seg => ({
  c1: [from[0], from[1] + (to[1] - from[1]) * (1 - sharpness * 0.6)],
  c2: [to[0], from[1] + (to[1] - from[1]) * (0.7 - sharpness * 0.6)],
  to,
});

/** Rounded base corner ending on the floor. */
const base = (hw: number, r = 8): Seg[] => [
  { to: [hw, FLOOR - r] },
  { c1: [hw, FLOOR - r * 0.4], c2: [hw - r * 0.4, FLOOR], to: [hw - r, FLOOR] },
];

const shadow = (rx: number, cx = CX): string =>
  `<ellipse cx="${n(cx)}" cy="${FLOOR + 3}" rx="${n(rx)}" ry="${n(Math.max(6, rx * 0.11))}" fill="url(#floorShadow)"/>`;

function frame(defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" width="400" height="500">` +
    `<defs>` +
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbf7f0"/><stop offset=".86" stop-color="#f3eadc"/><stop offset=".86" stop-color="#ece0cd"/><stop offset="1" stop-color="#f2e8d9"/></linearGradient>` +
    `<radialGradient id="glow" cx=".5" cy=".46" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".85"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="floorShadow"><stop offset="0" stop-color="#4a3520" stop-opacity=".38"/><stop offset=".6" stop-color="#4a3520" stop-opacity=".12"/><stop offset="1" stop-color="#4a3520" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".5"/><stop offset=".16" stop-color="#000" stop-opacity=".1"/><stop offset=".3" stop-color="#fff" stop-opacity=".16"/><stop offset=".46" stop-color="#fff" stop-opacity="0"/><stop offset=".78" stop-color="#000" stop-opacity=".1"/><stop offset="1" stop-color="#000" stop-opacity=".55"/></linearGradient>` +
    `<linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".15" stop-color="#fff" stop-opacity=".55"/><stop offset=".8" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    defs +
    `</defs>` +
    `<rect width="400" height="500" fill="url(#bg)"/>` +
    `<ellipse cx="200" cy="250" rx="185" ry="215" fill="url(#glow)"/>` +
    body +
    `</svg>`
  );
}

/** A decorative, text-free label: emblem and print bars (front) or a text block and barcode (back). */
function label(
  x: number,
  y: number,
  w: number,
  h: number,
  paper: string,
  ink: string,
  view: ProductImageView,
  kind: "rect" | "oval" = "rect",
): string {
  const cx = x + w / 2;
  let s =
    kind === "oval"
      ? `<ellipse cx="${n(cx)}" cy="${n(y + h / 2)}" rx="${n(w / 2)}" ry="${n(h / 2)}" fill="${paper}"/>` +
        `<ellipse cx="${n(cx)}" cy="${n(y + h / 2)}" rx="${n(w / 2 - 4)}" ry="${n(h / 2 - 4)}" fill="none" stroke="${ink}" stroke-width="1.2" opacity=".8"/>`
      : `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="2" fill="${paper}"/>` +
        `<rect x="${n(x + 4)}" y="${n(y + 4)}" width="${n(w - 8)}" height="${n(h - 8)}" rx="1.5" fill="none" stroke="${ink}" stroke-width="1.2" opacity=".75"/>`;
  const inner = kind === "oval" ? 0.62 : 0.78;
  if (view === "back") {
    const top = y + h * (kind === "oval" ? 0.28 : 0.16);
    const widths = [0.7, 0.78, 0.62, 0.74, 0.5];
    widths.forEach((fw, i) => {
      const lw = w * inner * fw;
      s += `<rect x="${n(cx - lw / 2)}" y="${n(top + i * h * 0.085)}" width="${n(lw)}" height="${n(Math.max(2, h * 0.03))}" rx="1" fill="${ink}" opacity=".55"/>`;
    });
    const bw = w * 0.34;
    const by = y + h * (kind === "oval" ? 0.68 : 0.7);
    const bh = h * 0.16;
    s += `<rect x="${n(cx - bw / 2 - 3)}" y="${n(by - 3)}" width="${n(bw + 6)}" height="${n(bh + 6)}" fill="#fff"/>`;
    const bars = [2, 1, 1, 3, 1, 2, 1, 1, 2, 3, 1, 2, 1, 1, 2];
    let bx = cx - bw / 2;
    const unit = bw / bars.reduce((a, b) => a + b + 1, 0);
    bars.forEach((b) => {
      s += `<rect x="${n(bx)}" y="${n(by)}" width="${n(b * unit)}" height="${n(bh)}" fill="#1a1a1a"/>`;
      bx += (b + 1) * unit;
    });
    return s;
  }
  const r = Math.min(w, h) * 0.13;
  const ey = y + h * 0.3;
  s +=
    `<circle cx="${n(cx)}" cy="${n(ey)}" r="${n(r)}" fill="none" stroke="${ink}" stroke-width="1.6"/>` +
    `<path d="M${n(cx)} ${n(ey - r * 0.6)}L${n(cx + r * 0.45)} ${n(ey)}L${n(cx)} ${n(ey + r * 0.6)}L${n(cx - r * 0.45)} ${n(ey)}Z" fill="${ink}"/>`;
  const bars: [number, number, number][] = [
    [0.72, 0.075, 0.95],
    [0.5, 0.035, 0.6],
    [0.36, 0.035, 0.6],
  ];
  let by = y + h * (kind === "oval" ? 0.52 : 0.54);
  for (const [fw, fh, op] of bars) {
    const lw = w * inner * fw;
    const lh = Math.max(2, h * fh);
    s += `<rect x="${n(cx - lw / 2)}" y="${n(by)}" width="${n(lw)}" height="${n(lh)}" rx="1" fill="${ink}" opacity="${op}"/>`;
    by += lh + h * 0.06;
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Bottles

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
  let defs =
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

function renderBottle(shape: BottleShape, colour: string, view: ProductImageView): string {
  const c = (BOTTLE_COLOURS[shape] as Record<string, BottleColour>)[colour]!;
  const { defs, body } = drawBottle(shape, c, view, "b");
  if (view === "box") {
    return frame(defs, presentationBox(c) + `<g transform="translate(272 ${FLOOR}) scale(.84) translate(-200 -${FLOOR})">${body}</g>`);
  }
  return frame(defs, body);
}

// ---------------------------------------------------------------------------------------------
// Cans and gift boxes

function renderCan(colour: string, view: ProductImageView): string {
  const [metal, print] = CAN_COLOURS[colour as keyof typeof CAN_COLOURS];
  const hw = 58;
  const top = 146;
  const outline =
    `M${CX - hw + 6} ${top}L${CX + hw - 6} ${top}L${CX + hw} ${top + 14}L${CX + hw} ${FLOOR - 16}` +
    `L${CX + hw - 8} ${FLOOR}L${CX - hw + 8} ${FLOOR}L${CX - hw} ${FLOOR - 16}L${CX - hw} ${top + 14}Z`;
  const defs = `<clipPath id="cclip"><path d="${outline}"/></clipPath>`;
  let body = shadow(hw * 1.2) + `<path d="${outline}" fill="${metal}"/>`;
  const g = (s: string) => `<g clip-path="url(#cclip)">${s}</g>`;
  if (view === "back") {
    let lines = "";
    for (let i = 0; i < 6; i++) {
      const w = [70, 80, 60, 76, 52, 66][i]!;
      lines += `<rect x="${CX - w / 2}" y="${226 + i * 14}" width="${w}" height="4" rx="1" fill="${print}" opacity=".6"/>`;
    }
    body += g(
      lines +
        `<rect x="${CX - 24}" y="332" width="48" height="26" fill="#fff"/>` +
        [0, 4, 7, 12, 15, 18, 23, 27, 30, 34, 38, 41].map((x) => `<rect x="${CX - 21 + x}" y="335" width="2" height="20" fill="#111"/>`).join(""),
    );
  } else {
    body += g(
      `<rect x="0" y="${top + 70}" width="400" height="128" fill="${print}" opacity=".14"/>` +
        `<rect x="0" y="${top + 66}" width="400" height="4" fill="${print}" opacity=".8"/>` +
        `<rect x="0" y="${top + 198}" width="400" height="4" fill="${print}" opacity=".8"/>` +
        `<circle cx="${CX}" cy="${top + 134}" r="34" fill="none" stroke="${print}" stroke-width="3"/>` +
        `<path d="M${CX} ${top + 108}L${CX + 17} ${top + 134}L${CX} ${top + 160}L${CX - 17} ${top + 134}Z" fill="${print}"/>` +
        `<rect x="${CX - 36}" y="${top + 236}" width="72" height="6" rx="1" fill="${print}" opacity=".8"/>`,
    );
  }
  body += `<path d="${outline}" fill="url(#shade)"/>`;
  // Lid and bottom rim in plain aluminium.
  body += `<path d="M${CX - hw + 6} ${top}L${CX + hw - 6} ${top}L${CX + hw} ${top + 14}L${CX - hw} ${top + 14}Z" fill="#c9ced3"/>`;
  body += `<path d="M${CX - hw + 6} ${top}L${CX + hw - 6} ${top}L${CX + hw} ${top + 14}L${CX - hw} ${top + 14}Z" fill="url(#shade)"/>`;
  body += `<rect x="${CX - hw + 7}" y="${top - 5}" width="${(hw - 7) * 2}" height="7" rx="3" fill="#dde1e5"/>`;
  body += `<path d="M${CX - hw} ${FLOOR - 16}L${CX + hw} ${FLOOR - 16}L${CX + hw - 8} ${FLOOR}L${CX - hw + 8} ${FLOOR}Z" fill="#b9bfc5"/>`;
  body += `<path d="M${CX - hw} ${FLOOR - 16}L${CX + hw} ${FLOOR - 16}L${CX + hw - 8} ${FLOOR}L${CX - hw + 8} ${FLOOR}Z" fill="url(#shade)"/>`;
  body += `<rect x="${n(CX - hw * 0.62)}" y="${top + 24}" width="8" height="250" rx="4" fill="url(#shine)" opacity=".55"/>`;
  body += `<path d="${outline}" fill="none" stroke="#000" stroke-opacity=".2" stroke-width="1.2"/>`;
  return frame(defs, body);
}

function renderGiftbox(colour: string): string {
  const [box, ribbon] = GIFTBOX_COLOURS[colour as keyof typeof GIFTBOX_COLOURS];
  const x0 = 92;
  const x1 = 282;
  const top = 214;
  const d = 40; // depth offset
  const rise = 30;
  const lid = 50;
  const mid = (x0 + x1) / 2;
  let s = shadow(130, 214);
  // Box: right side, front.
  s += `<path d="M${x1} ${top}L${x1 + d} ${top - rise}L${x1 + d} ${FLOOR - rise}L${x1} ${FLOOR}Z" fill="${tone(box, -0.35)}"/>`;
  s += `<rect x="${x0}" y="${top}" width="${x1 - x0}" height="${FLOOR - top}" fill="${box}"/>`;
  s += `<rect x="${x0}" y="${top}" width="${x1 - x0}" height="${FLOOR - top}" fill="url(#shade)" opacity=".35"/>`;
  // Ribbon down the front and round the side.
  s += `<rect x="${mid - 12}" y="${top}" width="24" height="${FLOOR - top}" fill="${ribbon}"/>`;
  s += `<path d="M${x1} ${top + 120}L${x1 + d} ${top + 120 - rise}L${x1 + d} ${top + 144 - rise}L${x1} ${top + 144}Z" fill="${tone(ribbon, -0.3)}"/>`;
  s += `<rect x="${x0}" y="${top + 120}" width="${x1 - x0}" height="24" fill="${ribbon}"/>`;
  // Lid: slightly larger, with its own front, side and top.
  const lx0 = x0 - 6;
  const lx1 = x1 + 6;
  const ltop = top - 12;
  s += `<path d="M${lx1} ${ltop}L${lx1 + d} ${ltop - rise}L${lx1 + d} ${ltop + lid - rise}L${lx1} ${ltop + lid}Z" fill="${tone(box, -0.28)}"/>`;
  s += `<path d="M${lx0} ${ltop}L${lx0 + d} ${ltop - rise}L${lx1 + d} ${ltop - rise}L${lx1} ${ltop}Z" fill="${tone(box, 0.14)}"/>`;
  s += `<rect x="${lx0}" y="${ltop}" width="${lx1 - lx0}" height="${lid}" fill="${tone(box, 0.05)}"/>`;
  s += `<rect x="${lx0}" y="${ltop}" width="${lx1 - lx0}" height="${lid}" fill="url(#shade)" opacity=".35"/>`;
  s += `<rect x="${lx0}" y="${ltop + lid - 3}" width="${lx1 - lx0}" height="3" fill="#000" opacity=".15"/>`;
  s += `<rect x="${mid - 12}" y="${ltop}" width="24" height="${lid}" fill="${ribbon}"/>`;
  s += `<path d="M${mid - 12} ${ltop}L${mid - 12 + d} ${ltop - rise}L${mid + 12 + d} ${ltop - rise}L${mid + 12} ${ltop}Z" fill="${tone(ribbon, 0.15)}"/>`;
  s += `<path d="M${lx1} ${ltop + 13}L${lx1 + d} ${ltop + 13 - rise}L${lx1 + d} ${ltop + 37 - rise}L${lx1} ${ltop + 37}Z" fill="${tone(ribbon, -0.3)}"/>`;
  // Bow on top.
  const bx = mid + d / 2;
  const by = ltop - rise / 2;
  const loop = (dir: number) =>
    `<path d="M${bx} ${by}C${bx + dir * 20} ${by - 46} ${bx + dir * 62} ${by - 34} ${bx + dir * 50} ${by - 6}C${bx + dir * 42} ${by + 8} ${bx + dir * 16} ${by + 4} ${bx} ${by}Z" fill="${ribbon}" stroke="${tone(ribbon, -0.35)}" stroke-width="1.2"/>` +
    `<path d="M${bx + dir * 8} ${by - 4}C${bx + dir * 22} ${by - 30} ${bx + dir * 44} ${by - 26} ${bx + dir * 44} ${by - 10}" fill="none" stroke="${tone(ribbon, -0.25)}" stroke-width="1.5"/>`;
  s += `<path d="M${bx - 4} ${by + 2}L${bx - 26} ${by + 40}L${bx - 14} ${by + 36}L${bx - 10} ${by + 48}L${bx + 4} ${by + 4}Z" fill="${tone(ribbon, -0.12)}"/>`;
  s += `<path d="M${bx + 4} ${by + 2}L${bx + 30} ${by + 34}L${bx + 17} ${by + 33}L${bx + 16} ${by + 46}L${bx - 2} ${by + 4}Z" fill="${tone(ribbon, -0.18)}"/>`;
  s += loop(-1) + loop(1);
  s += `<ellipse cx="${bx}" cy="${by - 1}" rx="10" ry="8" fill="${tone(ribbon, -0.1)}" stroke="${tone(ribbon, -0.35)}" stroke-width="1.2"/>`;
  // Gift tag.
  s += `<path d="M${x0 + 26} ${top + 46}L${x0 + 62} ${top + 46}L${x0 + 70} ${top + 60}L${x0 + 62} ${top + 74}L${x0 + 26} ${top + 74}Z" fill="#fbf6ea" stroke="${tone(box, -0.3)}" stroke-width="1"/>`;
  s += `<circle cx="${x0 + 62}" cy="${top + 60}" r="2.5" fill="${tone(box, -0.2)}"/>`;
  s += `<rect x="${x0 + 32}" y="${top + 56}" width="22" height="3" fill="${box}" opacity=".7"/><rect x="${x0 + 32}" y="${top + 63}" width="14" height="2.5" fill="${box}" opacity=".5"/>`;
  return frame("", s);
}

// ---------------------------------------------------------------------------------------------
// Glassware

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

function renderGlassware(shape: GlassShape, colour: string, view: ProductImageView): string {
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

// ---------------------------------------------------------------------------------------------
// Bar tools

function metalGradient(id: string, colour: string): string {
  const [light, dark] = METAL_COLOURS[colour as keyof typeof METAL_COLOURS];
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${dark}"/><stop offset=".22" stop-color="${light}"/>` +
    `<stop offset=".38" stop-color="${tone(light, -0.12)}"/><stop offset=".62" stop-color="${tone(dark, 0.35)}"/><stop offset=".82" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`
  );
}

function renderTool(shape: ToolShape, colour: string): string {
  const defs = metalGradient("m", colour);
  const part = (d: string) => `<path d="${d}" fill="url(#m)" stroke="#000" stroke-opacity=".25" stroke-width="1.2"/>`;
  let s = "";
  if (shape === "shaker") {
    s += shadow(66);
    s += part(symmetricPath([50, 262], [{ to: [44, FLOOR - 6] }, { c1: [44, FLOOR - 1], c2: [42, FLOOR], to: [38, FLOOR] }]));
    s += part(symmetricPath([55, 246], [{ to: [56, 270] }, { to: [50, 272] }, { to: [50, 262] }]));
    s += part(symmetricPath([32, 150], [{ c1: [40, 200], c2: [56, 224], to: [56, 244] }, { to: [55, 252] }]));
    s += part(symmetricPath([22, 104], [{ c1: [25, 106], c2: [25, 112], to: [25, 118] }, { to: [28, 150] }]));
    s += `<path d="M${CX - 20} 104C${CX - 16} 94 ${CX + 16} 94 ${CX + 20} 104Z" fill="url(#m)" stroke="#000" stroke-opacity=".25"/>`;
    s += `<rect x="${CX - 28}" y="296" width="8" height="140" rx="4" fill="#fff" opacity=".35"/>`;
  } else {
    s += shadow(48);
    s += part(symmetricPath([44, 176], [{ to: [14, 300] }]));
    s += part(symmetricPath([14, 306], [{ to: [40, FLOOR - 4] }, { to: [40, FLOOR] }]));
    s += `<rect x="${CX - 16}" y="296" width="32" height="12" rx="3" fill="url(#m)" stroke="#000" stroke-opacity=".3"/>`;
    s += `<ellipse cx="${CX}" cy="176" rx="44" ry="6" fill="${tone(METAL_COLOURS[colour as keyof typeof METAL_COLOURS][1], -0.2)}" stroke="#000" stroke-opacity=".25"/>`;
    s += `<path d="M${CX - 30} 190L${CX - 10} 286" stroke="#fff" stroke-opacity=".45" stroke-width="4" stroke-linecap="round"/>`;
    s += `<path d="M${CX - 10} 322L${CX - 26} 430" stroke="#fff" stroke-opacity=".4" stroke-width="4" stroke-linecap="round"/>`;
  }
  return frame(defs, s);
}

// ---------------------------------------------------------------------------------------------
// Garments

function emblem(cx: number, cy: number, r: number, colour: string): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colour}" stroke-width="${n(Math.max(1.5, r * 0.09))}"/>` +
    `<path d="M${cx} ${n(cy - r * 0.62)}L${n(cx + r * 0.42)} ${cy}L${cx} ${n(cy + r * 0.62)}L${n(cx - r * 0.42)} ${cy}Z" fill="${colour}"/>`
  );
}

function renderGarment(shape: GarmentShape, colour: string, view: ProductImageView): string {
  const [fabric, print] = FABRIC_COLOURS[colour as keyof typeof FABRIC_COLOURS];
  const edge = tone(fabric, luminance(fabric) > 0.5 ? -0.18 : 0.12);
  const defs =
    `<linearGradient id="f" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tone(fabric, 0.08)}"/><stop offset=".55" stop-color="${fabric}"/><stop offset="1" stop-color="${tone(fabric, -0.18)}"/></linearGradient>`;
  const piece = (d: string) => `<path d="${d}" fill="url(#f)" stroke="${edge}" stroke-width="1.5" stroke-linejoin="round"/>`;
  const seam = (d: string) => `<path d="${d}" fill="none" stroke="${edge}" stroke-width="1.2" stroke-dasharray="3 3"/>`;
  let s = `<ellipse cx="200" cy="458" rx="150" ry="10" fill="url(#floorShadow)"/>`;
  if (shape === "tshirt") {
    const neck = view === "back" ? "Q200 116 240 102" : "Q200 140 240 102";
    s += piece(`M160 102${neck}L302 124L352 190L312 222L296 202L296 444L104 444L104 202L88 222L48 190L98 124Z`);
    s += `<path d="M160 102${neck}" fill="none" stroke="${edge}" stroke-width="6" stroke-linecap="round"/>`;
    s += seam("M104 202L98 124") + seam("M296 202L302 124") + seam("M106 430L294 430");
    s += view === "back" ? emblem(200, 236, 46, print) + `<rect x="150" y="300" width="100" height="8" rx="2" fill="${print}"/>` : emblem(246, 172, 15, print);
  } else if (shape === "hoodie") {
    s += `<path d="M146 142C140 70 260 70 254 142Z" fill="${tone(fabric, -0.1)}" stroke="${edge}" stroke-width="1.5"/>`;
    s += piece("M146 136L254 136L300 156L336 226L346 414L310 420L298 246L298 430L102 430L102 246L90 420L54 414L64 226L100 156Z");
    s += `<rect x="102" y="420" width="196" height="24" rx="3" fill="${tone(fabric, -0.08)}" stroke="${edge}" stroke-width="1.5"/>`;
    s += `<rect x="54" y="404" width="38" height="22" rx="3" transform="rotate(4 73 415)" fill="${tone(fabric, -0.08)}" stroke="${edge}" stroke-width="1.2"/>`;
    s += `<rect x="308" y="404" width="38" height="22" rx="3" transform="rotate(-4 327 415)" fill="${tone(fabric, -0.08)}" stroke="${edge}" stroke-width="1.2"/>`;
    if (view === "back") {
      s += `<path d="M150 140C150 210 250 210 250 140" fill="${tone(fabric, -0.06)}" stroke="${edge}" stroke-width="1.5"/>`;
      s += emblem(200, 290, 44, print);
    } else {
      s += `<path d="M166 140C170 178 230 178 234 140" fill="${tone(fabric, -0.35)}" stroke="${edge}" stroke-width="1.5"/>`;
      s += `<path d="M186 170L184 236M214 170L216 236" stroke="${tone(print, 0)}" stroke-width="3" stroke-linecap="round"/>`;
      s += `<path d="M146 330L254 330L270 404L130 404Z" fill="none" stroke="${edge}" stroke-width="1.5"/>`;
      s += emblem(200, 282, 22, print);
    }
  } else {
    s += `<path d="M166 114C166 58 234 58 234 114" fill="none" stroke="${tone(fabric, -0.2)}" stroke-width="7"/>`;
    s += piece("M160 110L240 110L246 222L292 232L286 444L114 444L108 232L154 222Z");
    s += `<path d="M108 236C80 250 72 286 84 318M292 236C320 250 328 286 316 318" fill="none" stroke="${tone(fabric, -0.2)}" stroke-width="7" stroke-linecap="round"/>`;
    s += seam("M166 118L234 118") + seam("M120 436L280 436");
    s += `<rect x="140" y="300" width="120" height="66" rx="4" fill="${tone(fabric, -0.06)}" stroke="${edge}" stroke-width="1.5"/>`;
    s += `<path d="M200 300L200 366" stroke="${edge}" stroke-width="1.5"/>`;
    s += emblem(200, 168, 18, print);
  }
  return frame(defs, s);
}

// ---------------------------------------------------------------------------------------------

/** The SVG for a product image style, or null when the style is not one this module draws. */
export function renderProductImageSvg(style: string): string | null {
  const parsed = parseProductImageStyle(style);
  if (!parsed) return null;
  const { shape, colour, view } = parsed;
  switch (shape) {
    case "can":
      return renderCan(colour, view);
    case "giftbox":
      return renderGiftbox(colour);
    case "glass":
    case "flute":
    case "tumbler":
    case "shot":
    case "decanter":
      return renderGlassware(shape, colour, view);
    case "shaker":
    case "jigger":
      return renderTool(shape, colour);
    case "tshirt":
    case "hoodie":
    case "apron":
      return renderGarment(shape, colour, view);
    default:
      return renderBottle(shape, colour, view);
  }
}

// ---------------------------------------------------------------------------------------------
// Brand logos

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}

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
