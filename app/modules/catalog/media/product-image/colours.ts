// The colour tables: every colour a shape can be drawn in.

export interface BottleColour {
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

export const BOTTLE_COLOURS = {
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
export const CAN_COLOURS = {
  gold: ["#d4a93c", "#3a2a10"],
  green: ["#2f7a45", "#f3e9c6"],
  blue: ["#2a5da8", "#f4f1e8"],
  black: ["#1f1f1f", "#d4a93c"],
  red: ["#b3262e", "#f6efe0"],
  silver: ["#c4c9ce", "#1f3f6e"],
} as const satisfies Record<string, readonly [string, string]>;

/** Box colour and ribbon colour. */
export const GIFTBOX_COLOURS = {
  red: ["#a61e2a", "#e2bd58"],
  black: ["#1f1f1f", "#d4b055"],
  gold: ["#cfa94a", "#7a1426"],
  blue: ["#1f3f6e", "#d9dde2"],
  green: ["#1f4d35", "#e2bd58"],
} as const satisfies Record<string, readonly [string, string]>;

/** Glass tint and its opacity. */
export const GLASS_COLOURS = {
  clear: ["#dce8ec", 0.28],
  smoke: ["#4f5256", 0.5],
  amber: ["#c58a3a", 0.42],
  blue: ["#3d6fa8", 0.4],
} as const satisfies Record<string, readonly [string, number]>;

/** Metal highlight and shadow. */
export const METAL_COLOURS = {
  steel: ["#eef1f4", "#7b838b"],
  copper: ["#f2b585", "#8a4a24"],
  gold: ["#f6dd98", "#9c7426"],
  black: ["#6a6a6a", "#101010"],
} as const satisfies Record<string, readonly [string, string]>;

/** Fabric colour and print colour. */
export const FABRIC_COLOURS = {
  black: ["#222222", "#d8c8a0"],
  white: ["#f4f2ee", "#1f1f1f"],
  navy: ["#1f2c4a", "#e7dcc0"],
  burgundy: ["#6e1a2b", "#f0e2c4"],
  grey: ["#8c8f93", "#1f1f1f"],
  green: ["#2f5d45", "#f0e6cc"],
  denim: ["#3c5a80", "#f0e6cc"],
  tan: ["#a8794a", "#2a1a10"],
} as const satisfies Record<string, readonly [string, string]>;
