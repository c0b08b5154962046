import { brandMark, wordmark } from './BrandMark.css';

/**
 * The product mark: a signature stroke on the brand tile (public/favicon.svg draws the same).
 * Decorative: the text next to it, or the link around it, names it.
 */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={brandMark}
    >
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        d="M7 21c3-7 5.5-11 7-11s-1 8 1 8 3.5-5 5-5-.5 4 1 4 2-1.5 4-2"
        fill="none"
        stroke="var(--brand-mark-ink, #fff)"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M8 25h16"
        stroke="var(--brand-mark-ink, #fff)"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The mark with the product name, for frames without a header. */
export function Wordmark({ name }: { name: string }) {
  return (
    <span className={wordmark}>
      <BrandMark />
      <span>{name}</span>
    </span>
  );
}
