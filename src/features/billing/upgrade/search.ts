import type { Cycle } from './choices';

/** The upgrade pages' query: a preselection, a referral code, and the card page's return. */
export interface UpgradeSearch {
  plan?: string;
  cycle?: Cycle;
  seats?: number;
  ref?: string;
  /** Set on the path the card page returns to: the draft in this tab is to be resumed. */
  resume?: 1;
  setup_intent?: string;
  redirect_status?: string;
}

const PLAN = /^[A-Za-z0-9_]{2,32}$/;
const CODE = /^[A-Za-z0-9_-]{1,64}$/;
const SETUP_INTENT = /^seti_[A-Za-z0-9]+$/;

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/**
 * Keeps what fits the contract and drops the rest, so a mangled link still opens the page
 * (with its defaults) instead of an error.
 */
export function upgradeSearch(raw: Record<string, unknown>): UpgradeSearch {
  const search: UpgradeSearch = {};
  const plan = text(raw.plan);
  if (plan && PLAN.test(plan)) search.plan = plan;
  if (raw.cycle === 'monthly' || raw.cycle === 'yearly') search.cycle = raw.cycle;
  const seats = Number(text(raw.seats));
  if (Number.isInteger(seats) && seats >= 1) search.seats = seats;
  const ref = text(raw.ref);
  if (ref && CODE.test(ref)) search.ref = ref;
  if (text(raw.resume) === '1') search.resume = 1;
  const intent = text(raw.setup_intent);
  if (intent && SETUP_INTENT.test(intent)) search.setup_intent = intent;
  const status = text(raw.redirect_status);
  if (status && /^[a-z_]{1,32}$/.test(status)) search.redirect_status = status;
  return search;
}
