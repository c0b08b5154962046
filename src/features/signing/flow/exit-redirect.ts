/** The exit-url state (spec §3) as the view routes hand it over. */
export interface ExitState {
  exitUrl?: string;
  errorUrl?: string;
  declineUrl?: string;
  /** Seconds; 0 turns the automatic redirect off. */
  timeout: number;
  declineRedirect: boolean;
}

export type Outcome = 'signed' | 'failed' | 'declined';

export interface ExitDecision {
  /** Where to leave to, if anywhere outside the app. */
  url?: string;
  /** Seconds to count down before leaving; 0 means leave only when the user chooses to. */
  countdown: number;
  /** The in-app page when there is no URL to leave to. */
  fallback: '/signed' | '/declined' | null;
}

/**
 * Where the signer goes after signing, failing or declining (spec §2 "after signing…"): the
 * exit URLs apply only when exactly one request is involved and it is the last one viewed.
 */
export function decideExit(
  outcome: Outcome,
  state: ExitState,
  requestIds: readonly string[],
  lastViewed: string | null,
): ExitDecision {
  const single = requestIds.length === 1 && requestIds[0] === lastViewed;
  const fallback = outcome === 'signed' ? '/signed' : outcome === 'declined' ? '/declined' : null;
  if (!single) return { countdown: 0, fallback };
  if (outcome === 'declined') {
    const url = state.declineRedirect ? (state.declineUrl ?? state.exitUrl) : undefined;
    return url ? { url, countdown: 0, fallback } : { countdown: 0, fallback };
  }
  const url = outcome === 'signed' ? state.exitUrl : state.errorUrl;
  return url ? { url, countdown: state.timeout, fallback } : { countdown: 0, fallback };
}
