import { useEffect, useRef } from "react";
import { wheelRotation } from "../domain/games";

export interface WheelSegment {
  id: number;
  label: string;
  colour: string;
}

const R = 96;

function slicePath(index: number, count: number): string {
  const a0 = ((index / count) * 2 * Math.PI) - Math.PI / 2;
  const a1 = (((index + 1) / count) * 2 * Math.PI) - Math.PI / 2;
  const large = 1 / count > 0.5 ? 1 : 0;
  const p = (a: number) => `${(Math.cos(a) * R).toFixed(3)} ${(Math.sin(a) * R).toFixed(3)}`;
  return `M 0 0 L ${p(a0)} A ${R} ${R} 0 ${large} 1 ${p(a1)} Z`;
}

/** Light or dark text, whichever reads on the slice's colour. */
function inkFor(colour: string): string {
  const n = Number.parseInt(colour.slice(1), 16);
  const luminance = (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
  return luminance > 0.6 ? "#1d1d1f" : "#ffffff";
}

/**
 * The lucky wheel as SVG: the segments clockwise from the top, the pointer at the top. `stopAt`
 * (a segment index) turns the wheel so that segment ends under the pointer: with `animate` it
 * spins there by a CSS transition (none when the visitor prefers reduced motion, see games.css)
 * and calls `onStopped`; without, it is drawn already stopped (the result page, no JS).
 */
export function LuckyWheel({
  segments,
  stopAt = null,
  animate = false,
  onStopped,
  label,
}: {
  segments: readonly WheelSegment[];
  stopAt?: number | null;
  animate?: boolean;
  onStopped?: () => void;
  label: string;
}) {
  const count = Math.max(segments.length, 1);
  const rotation = stopAt === null ? 0 : wheelRotation(stopAt, count, animate ? 6 : 0);
  const disc = useRef<SVGGElement>(null);
  const stopped = useRef(onStopped);
  stopped.current = onStopped;

  useEffect(() => {
    if (!animate || stopAt === null) return;
    const node = disc.current;
    const reduced = typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      stopped.current?.();
    };
    if (reduced || !node) {
      finish();
      return;
    }
    node.addEventListener("transitionend", finish);
    // The transition lasts 4 s; a tab in the background may never report its end.
    const timer = window.setTimeout(finish, 4500);
    return () => {
      node.removeEventListener("transitionend", finish);
      window.clearTimeout(timer);
    };
  }, [animate, stopAt]);

  return (
    <figure className="wheel" data-testid="lucky-wheel" data-stopped-at={stopAt ?? ""}>
      <svg viewBox="-100 -108 200 208" role="img" aria-label={label}>
        <g ref={disc} className={animate ? "wheel-disc wheel-disc-spinning" : "wheel-disc"} style={{ transform: `rotate(${rotation}deg)` }}>
          {segments.map((segment, index) => {
            const middle = ((index + 0.5) / count) * 360;
            return (
              <g key={segment.id}>
                <path d={slicePath(index, count)} fill={segment.colour} stroke="#ffffff" strokeWidth="1" />
                <text
                  transform={`rotate(${middle}) translate(0 -55) rotate(90)`}
                  textAnchor="middle"
                  dominantBaseline="middle"
                  fill={inkFor(segment.colour)}
                  className="wheel-label"
                >
                  {segment.label.length > 20 ? `${segment.label.slice(0, 19)}…` : segment.label}
                </text>
              </g>
            );
          })}
          <circle r="12" fill="#ffffff" stroke="#1d1d1f" strokeWidth="2" />
        </g>
        <path d="M -9 -106 L 9 -106 L 0 -86 Z" fill="#1d1d1f" className="wheel-pointer" />
      </svg>
    </figure>
  );
}
