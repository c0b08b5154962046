import { recipe } from '@vanilla-extract/recipes';
import { vars, tokens } from '../../../design-tokens';
import { statusTone, statusTones, tintTone, variantsOf } from '../shared/tones';

/** One pill recipe for status, signature-level and plan badges: same shape, different tints. */
export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    border: `${vars.size.border} solid`,
    borderRadius: vars.radii.pill,
    padding: `0 ${vars.space.sm}`,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    lineHeight: '1.6',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: {
        color: vars.color.text.secondary,
        background: vars.color.surface.sunken,
        borderColor: vars.color.border.subtle,
      },
      ...variantsOf(statusTones, statusTone),
      ...variantsOf(tokens.signatureLevels, (level) => tintTone(vars.color.signature[level])),
      ...variantsOf(tokens.plans, (plan) => tintTone(vars.color.plan[plan])),
    },
  },
  defaultVariants: { tone: 'neutral' },
});
