/**
 * The spec's two breakpoint sets. The page shell (layout, navigation) switches at its own
 * widths and treats everything below `lg` as mobile; components use the library set.
 * Values are minimum widths in CSS pixels.
 */
export const shellBreakpoints = { sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
export const libraryBreakpoints = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  xxl: 1536,
} as const;

export type ShellBreakpoint = keyof typeof shellBreakpoints;
export type LibraryBreakpoint = keyof typeof libraryBreakpoints;

// A max-width query stops 0.02px short of the next min-width so no width matches both
// (browsers round fractional viewport widths, 0.02 survives that rounding).
const up = (px: number) => `screen and (min-width: ${px}px)`;
const down = (px: number) => `screen and (max-width: ${px - 0.02}px)`;

function helpers<K extends string>(set: Record<K, number>) {
  return {
    /** Width ≥ the breakpoint. */
    up: (name: K) => up(set[name]),
    /** Width < the breakpoint. */
    down: (name: K) => down(set[name]),
    /** from ≤ width < to. */
    between: (from: K, to: K) => `${up(set[from])} and (max-width: ${set[to] - 0.02}px)`,
  };
}

/** Typed media-query strings for CSS (`'@media': { [media.library.up('md')]: … }`) and JS. */
export const media = {
  shell: helpers(shellBreakpoints),
  library: helpers(libraryBreakpoints),
  /** The spec's mobile: below the shell's lg. */
  mobile: down(shellBreakpoints.lg),
  desktop: up(shellBreakpoints.lg),
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
