/**
 * Value-axis ticks: a few round steps (1, 2 or 5 × a power of ten) from zero to at least the
 * largest value, so the axis reads "0, 50, 100, 150" rather than "0, 37, 74, 111".
 */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((f) => f * power).find((s) => s >= rough) ?? 10 * power;
  // Whole counts never need fractional ticks.
  const whole = Math.max(1, step);
  const last = Math.ceil(max / whole) * whole;
  const ticks: number[] = [];
  for (let tick = 0; tick <= last; tick += whole) ticks.push(tick);
  return ticks;
}

/**
 * Which category labels fit under the bars: every `n`th, so labels of about `labelWidth`
 * pixels never overlap in bands of `bandWidth` pixels.
 */
export function labelEvery(bandWidth: number, labelWidth: number): number {
  if (bandWidth <= 0) return 1;
  return Math.max(1, Math.ceil(labelWidth / bandWidth));
}
