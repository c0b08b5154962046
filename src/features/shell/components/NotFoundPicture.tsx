import * as styles from './NotFoundPicture.css';

/** The error page's picture: a sheet with "404" on it. Decorative; the heading says it all. */
export function NotFoundPicture() {
  return (
    <svg viewBox="0 0 240 160" className={styles.picture} aria-hidden="true" focusable="false">
      <rect
        x="50"
        y="8"
        width="140"
        height="144"
        rx="10"
        className={styles.paper}
        strokeWidth="2"
      />
      <path
        d="M70 36h100M70 52h72M70 124h100M70 140h56"
        className={styles.line}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <text
        x="120"
        y="104"
        textAnchor="middle"
        fontSize="44"
        fontWeight="700"
        className={styles.digits}
      >
        404
      </text>
    </svg>
  );
}
