import { vars } from '../../../design-tokens';

/**
 * Style fragments (plain objects, not classes) that several recipes spread into their
 * variants, so every tinted thing — alerts, badges, banners, toasts — draws from one place.
 */
export const statusTones = ['info', 'success', 'warning', 'danger'] as const;
export type StatusTone = (typeof statusTones)[number];

export const statusTone = (name: StatusTone) => ({
  color: vars.color.status[name].text,
  background: vars.color.status[name].background,
  borderColor: vars.color.status[name].border,
});

type ToneVar = { fg: string; bg: string; border: string };
export const tintTone = (tone: ToneVar) => ({
  color: tone.fg,
  background: tone.bg,
  borderColor: tone.border,
});

/** Maps a list of names to recipe variants with one builder. */
export function variantsOf<const K extends string, S>(names: readonly K[], build: (name: K) => S) {
  return Object.fromEntries(names.map((name) => [name, build(name)])) as Record<K, S>;
}
