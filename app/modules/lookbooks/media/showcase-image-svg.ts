/**
 * The demo's lookbook and promotion pictures, drawn from colours: a gradient, a few soft shapes
 * and bottle and glass silhouettes, chosen by the picture's name so a name always draws the same
 * picture. No words are drawn (a picture's text could not be translated).
 */
const PALETTES: [string, string, string, string][] = [
  ["#3b0d16", "#7a1f33", "#d9a441", "#f3e3c3"],
  ["#14302a", "#2f6b57", "#e0b354", "#f1ead8"],
  ["#1d1b3a", "#4b3f8f", "#e7a977", "#f5e9dc"],
  ["#402218", "#9c4a23", "#f0c27b", "#fbf1e1"],
  ["#0f2a3d", "#2c6e8f", "#f2c14e", "#eef4f7"],
  ["#2b1630", "#8c2f5f", "#f4b6a5", "#fbeff0"],
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function showcaseImageSvg(name: string): string {
  let seed = hash(name);
  const next = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 4294967296;
  };
  const [deep, mid, accent, light] = PALETTES[hash(`p:${name}`) % PALETTES.length]!;
  const circles = Array.from({ length: 5 }, () => {
    const r = 60 + Math.round(next() * 160);
    return `<circle cx="${Math.round(next() * 1200)}" cy="${Math.round(next() * 750)}" r="${r}" fill="${next() > 0.5 ? accent : light}" opacity="${(0.08 + next() * 0.14).toFixed(2)}"/>`;
  }).join("");
  const bottles = Array.from({ length: 3 + Math.floor(next() * 3) }, (_, i) => {
    const x = 180 + i * 190 + Math.round(next() * 60);
    const h = 300 + Math.round(next() * 160);
    const y = 690 - h;
    const fill = i % 2 === 0 ? deep : mid;
    return `<g><rect x="${x}" y="${y + 110}" width="96" height="${h - 110}" rx="22" fill="${fill}"/><rect x="${x + 34}" y="${y}" width="28" height="130" rx="10" fill="${fill}"/><rect x="${x + 10}" y="${y + 200}" width="76" height="90" rx="8" fill="${light}" opacity=".85"/></g>`;
  }).join("");
  const glass = `<g fill="none" stroke="${light}" stroke-width="8" opacity=".9"><path d="M960 430 q40 120 80 0 z"/><path d="M1000 490 v150 M955 640 h90"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 750" width="1200" height="750" role="img" aria-hidden="true">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>
<rect width="1200" height="750" fill="url(#bg)"/>${circles}<rect y="690" width="1200" height="60" fill="${deep}" opacity=".6"/>${bottles}${glass}</svg>`;
}
