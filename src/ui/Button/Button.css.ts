import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../../design-tokens';
import { focusRing } from '../focus.css';

export const button = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.sm,
      border: '1px solid transparent',
      borderRadius: vars.radii.md,
      fontFamily: vars.font.body,
      fontWeight: vars.fontWeight.medium,
      lineHeight: vars.lineHeight.tight,
      cursor: 'pointer',
      textDecoration: 'none',
      transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
      selectors: {
        '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
        '&[data-pending]': { cursor: 'progress' },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        background: vars.color.brand.solid,
        color: vars.color.brand.onSolid,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.brand.solidHover },
        },
      },
      secondary: {
        background: vars.color.surface.raised,
        color: vars.color.text.primary,
        borderColor: vars.color.border.strong,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.surface.sunken },
        },
      },
      tertiary: {
        background: 'transparent',
        color: vars.color.brand.text,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.brand.subtle },
        },
      },
      danger: {
        background: vars.color.status.danger.solid,
        color: vars.color.status.danger.onSolid,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.text.primary },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text.primary,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.surface.sunken },
        },
      },
    },
    size: {
      sm: {
        padding: `${vars.space.xs} ${vars.space.md}`,
        fontSize: vars.fontSize.sm,
        minHeight: vars.size.controlSm,
      },
      md: {
        padding: `${vars.space.sm} ${vars.space.lg}`,
        fontSize: vars.fontSize.md,
        minHeight: vars.size.controlMd,
      },
      lg: {
        padding: `${vars.space.md} ${vars.space.xl}`,
        fontSize: vars.fontSize.lg,
        minHeight: vars.size.controlLg,
      },
    },
    fullWidth: { true: { width: '100%' } },
    // Square buttons that hold only an icon (IconButton).
    iconOnly: { true: { padding: 0, flexShrink: 0 } },
  },
  compoundVariants: (['sm', 'md', 'lg'] as const).map((size) => {
    const side = { sm: vars.size.controlSm, md: vars.size.controlMd, lg: vars.size.controlLg }[
      size
    ];
    return { variants: { size, iconOnly: true }, style: { width: side, height: side } };
  }),
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonRecipe = NonNullable<RecipeVariants<typeof button>>;
