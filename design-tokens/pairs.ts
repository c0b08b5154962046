import { avatarColors, plans, signatureLevels, statuses, type ColorTokens } from './raw';

export interface ColorPair {
  /** Where the pair appears, e.g. "button.primary". */
  name: string;
  fg: string;
  bg: string;
  kind: 'text' | 'non-text';
}

/**
 * Every foreground/background combination the components render. A component that puts a new
 * token on a new background adds its pair here, and the contrast test holds it to WCAG AA.
 */
export function colorPairs(c: ColorTokens): ColorPair[] {
  const text = (name: string, fg: string, bg: string): ColorPair => ({
    name,
    fg,
    bg,
    kind: 'text',
  });
  const ui = (name: string, fg: string, bg: string): ColorPair => ({
    name,
    fg,
    bg,
    kind: 'non-text',
  });
  const surfaces = ['page', 'raised', 'sunken', 'overlay', 'scrim'] as const;
  return [
    ...surfaces.flatMap((s) => [
      text(`text.primary on ${s}`, c.text.primary, c.surface[s]),
      text(`text.secondary on ${s}`, c.text.secondary, c.surface[s]),
      text(`link on ${s}`, c.text.link, c.surface[s]),
      text(`brand.text on ${s}`, c.brand.text, c.surface[s]),
      text(`danger.text on ${s}`, c.status.danger.text, c.surface[s]),
      ui(`border.strong on ${s}`, c.border.strong, c.surface[s]),
      ui(`focus ring on ${s}`, c.border.focus, c.surface[s]),
    ]),
    // Disabled controls are exempt from AA (WCAG 1.4.3) but stay legible: held to 4.5 anyway.
    text('text.disabled on sunken', c.text.disabled, c.surface.sunken),
    text('button.primary', c.brand.onSolid, c.brand.solid),
    text('button.primary hover', c.brand.onSolid, c.brand.solidHover),
    text('button.tertiary hover', c.brand.text, c.brand.subtle),
    text('selected item', c.brand.text, c.brand.subtle),
    ui('switch/checkbox selected', c.brand.solid, c.surface.raised),
    text('tooltip', c.surface.raised, c.text.primary),
    text('date range ends', c.brand.onSolid, c.brand.solid),
    text('test system label', c.testSystem.onFrame, c.testSystem.frame),
    ...statuses.flatMap((s) => [
      text(`status.${s}`, c.status[s].text, c.status[s].background),
      ui(`status.${s} border`, c.status[s].border, c.status[s].background),
      text(`status.${s} solid`, c.status[s].onSolid, c.status[s].solid),
    ]),
    ...signatureLevels.flatMap((l) => [
      text(`signature.${l}`, c.signature[l].fg, c.signature[l].bg),
      text(`signature.${l} on raised`, c.signature[l].fg, c.surface.raised),
      ui(`signature.${l} border`, c.signature[l].border, c.signature[l].bg),
    ]),
    ...plans.flatMap((p) => [
      text(`plan.${p}`, c.plan[p].fg, c.plan[p].bg),
      ui(`plan.${p} border`, c.plan[p].border, c.plan[p].bg),
    ]),
    ...avatarColors.map((a) => text(`avatar.${a}`, c.avatar[a].fg, c.avatar[a].bg)),
  ];
}
