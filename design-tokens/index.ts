export { vars } from './contract.css';
export * as tokens from './raw';
export {
  libraryBreakpoints,
  media,
  shellBreakpoints,
  type LibraryBreakpoint,
  type ShellBreakpoint,
} from './breakpoints';
export { AA_NON_TEXT, AA_TEXT, contrastRatio, meetsAA, relativeLuminance } from './contrast';
// sprinkles are imported from './sprinkles.css' directly: re-exporting them here would pull
// their CSS into every stylesheet that only needs `vars`.
