import type { CocktailGlass } from "../cocktails";

/** A line drawing of the glass a cocktail is served in (decorative: the glass is also named in words). */
export function GlassIcon({ glass }: { glass: CocktailGlass }) {
  return (
    <svg className="glass-icon" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">{SHAPES[glass]}</g>
    </svg>
  );
}

const SHAPES: Record<CocktailGlass, JSX.Element> = {
  martini: (
    <>
      <path d="M10 12h44L32 36z" />
      <path d="M32 36v18M22 56h20" />
      <circle cx="40" cy="18" r="3" />
    </>
  ),
  copper: (
    <>
      <path d="M14 14h30l-2 40H16z" />
      <path d="M44 22h5a5 5 0 0 1 5 5v12a5 5 0 0 1-5 5h-6" />
      <path d="M17 24h26" />
    </>
  ),
  rocks: (
    <>
      <path d="M14 24h36l-3 30H17z" />
      <path d="M21 34h10v9H21zM33 37h9v8h-9z" />
    </>
  ),
  highball: (
    <>
      <path d="M20 8h24l-2 48H22z" />
      <path d="M22 20h20M27 30h8v8h-8zM29 44h7v7h-7z" />
    </>
  ),
  coupe: (
    <>
      <path d="M10 16h44c0 10-10 18-22 18S10 26 10 16z" />
      <path d="M32 34v20M22 56h20" />
    </>
  ),
};
