/**
 * Counts consecutive failures of a polled call and reports once when the streak passes
 * `limit` (spec: the status page failing more than 5 times in a row is logged). A success
 * resets it, so a later streak is reported again.
 */
export function createFailureStreak(limit: number, report: (failures: number) => void) {
  let failures = 0;
  return {
    failed() {
      failures += 1;
      if (failures === limit + 1) report(failures);
    },
    succeeded() {
      failures = 0;
    },
  };
}
