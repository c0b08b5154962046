import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../design-tokens';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.surface.backdrop,
});

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: '100%',
    overflow: 'auto',
    background: vars.color.surface.overlay,
    color: vars.color.text.primary,
    borderRadius: vars.radii.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
  },
  variants: {
    size: {
      sm: { maxWidth: vars.size.dialogSm },
      md: { maxWidth: vars.size.dialogMd },
      lg: { maxWidth: vars.size.dialogLg },
    },
  },
  defaultVariants: { size: 'md' },
});

export const dialog = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** Covers the body while an action runs; the dialog stays readable underneath. */
export const loadingCover = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radii.lg,
  background: vars.color.surface.backdrop,
  color: vars.color.brand.onSolid,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
