/** The contract's limit for a cost centre. */
export const COST_CENTER_MAX = 64;

/** What the dialog sends: the name trimmed, or null to clear it (an empty field means none). */
export function costCenterOf(input: string): string | null {
  return input.trim() || null;
}
