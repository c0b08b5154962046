import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  border: `${vars.size.focusRing} dashed ${vars.color.border.strong}`,
  borderRadius: vars.radii.lg,
  background: vars.color.surface.raised,
  color: vars.color.text.secondary,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-drop-target]': {
      borderColor: vars.color.brand.solid,
      background: vars.color.brand.subtle,
      color: vars.color.brand.text,
    },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: '2px',
    },
    '&[data-disabled]': { background: vars.color.surface.sunken },
  },
});

export const hint = style({ fontSize: vars.fontSize.sm });

export const fileList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const fileRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface.raised,
  selectors: { '&[data-invalid]': { borderColor: vars.color.status.danger.border } },
});

export const fileName = style({ overflowWrap: 'anywhere', fontSize: vars.fontSize.sm });
export const fileMeta = style({ color: vars.color.text.secondary, fontSize: vars.fontSize.xs });
export const fileError = style({
  color: vars.color.status.danger.text,
  fontSize: vars.fontSize.sm,
});
