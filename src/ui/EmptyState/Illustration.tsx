import type { ReactNode } from 'react';
import * as s from './Illustration.css';

export const emptyStateIllustrations = ['no-requests', 'no-results', 'no-documents'] as const;
export type EmptyStateIllustration = (typeof emptyStateIllustrations)[number];

const drawings: Record<EmptyStateIllustration, ReactNode> = {
  // An inbox tray with a signed sheet waiting in it.
  'no-requests': (
    <>
      <rect x="40" y="12" width="40" height="46" rx="4" className={s.paper} />
      <path d="M47 20h26M47 27h18" className={s.line} />
      <path d="M48 38c3-7 7-8 9-2s5 4 8-2 5-3 7 1" className={s.accent} />
      <path d="M22 58l10-16h56l10 16v20a4 4 0 0 1-4 4H26a4 4 0 0 1-4-4z" className={s.paper} />
      <path d="M22 58h22l4 8h24l4-8h22" className={s.outline} />
    </>
  ),
  // Two empty result rows and a magnifier that found nothing.
  'no-results': (
    <>
      <rect x="16" y="22" width="60" height="16" rx="4" className={s.dashed} />
      <rect x="16" y="46" width="44" height="16" rx="4" className={s.dashed} />
      <circle cx="74" cy="52" r="16" className={s.paper} />
      <circle cx="74" cy="52" r="16" className={s.accent} />
      <path d="M86 64l12 12" className={s.accent} strokeWidth={6} />
      <path d="M68 52h12" className={s.line} />
    </>
  ),
  // A blank sheet with a plus: upload the first one.
  'no-documents': (
    <>
      <path
        d="M40 14h30l16 16v50a4 4 0 0 1-4 4H40a4 4 0 0 1-4-4V18a4 4 0 0 1 4-4z"
        className={s.paper}
      />
      <path d="M70 14v12a4 4 0 0 0 4 4h12" className={s.outline} />
      <path d="M44 44h30M44 54h30M44 64h18" className={s.line} />
      <circle cx="84" cy="72" r="13" className={s.accentFill} />
      <path d="M84 66v12M78 72h12" className={s.onAccent} />
    </>
  ),
};

/** A small themed drawing for an empty state; decorative, hidden from assistive tech. */
export function Illustration({ kind }: { kind: EmptyStateIllustration }) {
  return (
    <svg
      viewBox="0 0 120 96"
      className={s.illustration}
      aria-hidden="true"
      focusable="false"
      data-illustration={kind}
    >
      <ellipse cx="60" cy="54" rx="54" ry="38" className={s.backdrop} />
      {drawings[kind]}
    </svg>
  );
}
