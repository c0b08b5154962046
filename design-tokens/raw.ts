/** The raw design decisions; themes map them onto the one contract in contract.css.ts. */
/** A coloured pair plus its outline: fg on bg passes AA text, border on bg AA non-text. */
export interface ToneTokens {
  fg: string;
  bg: string;
  border: string;
}

export const signatureLevels = ['ses', 'aes', 'qes', 'part11'] as const;
export const plans = ['individual', 'team', 'pro', 'scale'] as const;
export const statuses = ['success', 'danger', 'warning', 'info'] as const;
export const neutralSteps = [
  '0',
  '50',
  '100',
  '200',
  '300',
  '400',
  '500',
  '600',
  '700',
  '800',
  '900',
] as const;
/** Ten avatar colours (spec); an id picks one stably, see src/ui/Avatar/avatar-color.ts. */
export const avatarColors = ['c0', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8', 'c9'] as const;

export interface ColorTokens {
  brand: { solid: string; solidHover: string; onSolid: string; subtle: string; text: string };
  surface: {
    page: string;
    raised: string;
    sunken: string;
    overlay: string;
    /** The full-screen overlay's fully opaque scrim: white in the light theme (spec). */
    scrim: string;
    /** The translucent backdrop behind modal dialogs. */
    backdrop: string;
    /** Skeleton placeholders. */
    skeleton: string;
  };
  text: { primary: string; secondary: string; disabled: string; inverse: string; link: string };
  border: { subtle: string; strong: string; focus: string };
  status: Record<
    (typeof statuses)[number],
    { text: string; background: string; border: string; solid: string; onSolid: string }
  >;
  signature: Record<(typeof signatureLevels)[number], ToneTokens>;
  plan: Record<(typeof plans)[number], ToneTokens>;
  neutral: Record<(typeof neutralSteps)[number], string>;
  avatar: Record<(typeof avatarColors)[number], { fg: string; bg: string }>;
  /** The 'Test System' frame shown outside production. */
  testSystem: { frame: string; onFrame: string };
}

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

export const radii = { none: '0', sm: '4px', md: '8px', lg: '12px', pill: '999px' } as const;

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
  display: '2.25rem',
} as const;

export const fontWeights = { regular: '400', medium: '500', bold: '700' } as const;

export const fonts = {
  // Self-hosted through @fontsource-variable/inter (design-tokens/font.ts) so every machine
  // renders the same glyphs; the rest is a fallback while the font loads.
  body: '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
} as const;

export const lineHeights = { tight: '1.2', normal: '1.5', relaxed: '1.7' } as const;

/** Elevation; the same in both themes because shadows only need to read as depth. */
export const shadows = {
  none: 'none',
  sm: '0 1px 2px rgba(15, 23, 42, 0.12)',
  md: '0 4px 12px rgba(15, 23, 42, 0.16)',
  lg: '0 12px 32px rgba(15, 23, 42, 0.24)',
} as const;

/** Component sizes that are not spacing: control heights, icon and avatar sizes, dialog widths. */
export const sizes = {
  controlSm: '32px',
  controlMd: '40px',
  controlLg: '48px',
  iconSm: '16px',
  iconMd: '20px',
  iconLg: '24px',
  avatarSm: '24px',
  avatarMd: '32px',
  avatarLg: '48px',
  dialogSm: '400px',
  dialogMd: '560px',
  dialogLg: '800px',
  tooltipMax: '280px',
  border: '1px',
  focusRing: '2px',
} as const;

/** Overlay scrim sits at 1900 (spec); dialogs, toasts and tooltips stack above it. */
export const zIndices = {
  base: '0',
  header: '100',
  overlayScrim: '1900',
  overlay: '1910',
  dialog: '2000',
  // Popovers (select lists, menus) open from inside dialogs and overlays, so they sit above.
  popover: '2050',
  toast: '2100',
  tooltip: '2200',
} as const;

export const durations = {
  tooltipOpenDelay: 150,
  menuCloseDelay: 5,
  scrollAnimation: 300,
  snackbar: 3000,
  fast: 120,
  normal: 200,
} as const;

export const lightColors: ColorTokens = {
  brand: {
    solid: '#1d4ed8',
    solidHover: '#1e40af',
    onSolid: '#ffffff',
    subtle: '#eff4ff',
    text: '#1d4ed8',
  },
  surface: {
    page: '#f6f7f9',
    raised: '#ffffff',
    sunken: '#eef0f3',
    overlay: '#ffffff',
    scrim: '#ffffff',
    backdrop: 'rgba(17, 24, 39, 0.5)',
    skeleton: '#e5e7eb',
  },
  text: {
    primary: '#111827',
    secondary: '#4b5563',
    disabled: '#5d6470',
    inverse: '#ffffff',
    link: '#1d4ed8',
  },
  border: { subtle: '#d9dde3', strong: '#6b7280', focus: '#1d4ed8' },
  status: {
    success: {
      text: '#166534',
      background: '#ecfdf3',
      border: '#16a34a',
      solid: '#166534',
      onSolid: '#ffffff',
    },
    danger: {
      text: '#b91c1c',
      background: '#fef2f2',
      border: '#dc2626',
      solid: '#b91c1c',
      onSolid: '#ffffff',
    },
    warning: {
      text: '#92400e',
      background: '#fffbeb',
      border: '#d97706',
      solid: '#92400e',
      onSolid: '#ffffff',
    },
    info: {
      text: '#1e40af',
      background: '#eff6ff',
      border: '#3b82f6',
      solid: '#1e40af',
      onSolid: '#ffffff',
    },
  },
  signature: {
    ses: { fg: '#334155', bg: '#f1f5f9', border: '#64748b' },
    aes: { fg: '#1e40af', bg: '#eff6ff', border: '#3b82f6' },
    qes: { fg: '#166534', bg: '#f0fdf4', border: '#15803d' },
    part11: { fg: '#6b21a8', bg: '#faf5ff', border: '#9333ea' },
  },
  plan: {
    individual: { fg: '#115e59', bg: '#f0fdfa', border: '#0d9488' },
    team: { fg: '#3730a3', bg: '#eef2ff', border: '#6366f1' },
    pro: { fg: '#9a3412', bg: '#fff7ed', border: '#ea580c' },
    scale: { fg: '#9f1239', bg: '#fff1f2', border: '#e11d48' },
  },
  neutral: {
    '0': '#ffffff',
    '50': '#f9fafb',
    '100': '#f3f4f6',
    '200': '#e5e7eb',
    '300': '#d1d5db',
    '400': '#9ca3af',
    '500': '#6b7280',
    '600': '#4b5563',
    '700': '#374151',
    '800': '#1f2937',
    '900': '#111827',
  },
  avatar: {
    c0: { fg: '#ffffff', bg: '#b91c1c' },
    c1: { fg: '#ffffff', bg: '#c2410c' },
    c2: { fg: '#ffffff', bg: '#a16207' },
    c3: { fg: '#ffffff', bg: '#15803d' },
    c4: { fg: '#ffffff', bg: '#0f766e' },
    c5: { fg: '#ffffff', bg: '#0369a1' },
    c6: { fg: '#ffffff', bg: '#1d4ed8' },
    c7: { fg: '#ffffff', bg: '#6d28d9' },
    c8: { fg: '#ffffff', bg: '#a21caf' },
    c9: { fg: '#ffffff', bg: '#be185d' },
  },
  testSystem: { frame: '#b45309', onFrame: '#ffffff' },
};

export const darkColors: ColorTokens = {
  brand: {
    solid: '#3b82f6',
    solidHover: '#60a5fa',
    onSolid: '#0b1220',
    subtle: '#172554',
    text: '#93c5fd',
  },
  surface: {
    page: '#0b1220',
    raised: '#111a2e',
    sunken: '#0a0f1c',
    overlay: '#111a2e',
    // A white scrim would blind dark-theme users and fail contrast with light text; the
    // dark theme keeps the spec's "fully opaque" with its own page colour.
    scrim: '#0b1220',
    backdrop: 'rgba(0, 0, 0, 0.65)',
    skeleton: '#263145',
  },
  text: {
    primary: '#f3f4f6',
    secondary: '#c0c7d2',
    disabled: '#8b95a5',
    inverse: '#0b1220',
    link: '#93c5fd',
  },
  border: { subtle: '#263145', strong: '#8b95a5', focus: '#93c5fd' },
  status: {
    success: {
      text: '#86efac',
      background: '#052e16',
      border: '#16a34a',
      solid: '#86efac',
      onSolid: '#052e16',
    },
    danger: {
      text: '#fca5a5',
      background: '#450a0a',
      border: '#ef4444',
      solid: '#fca5a5',
      onSolid: '#450a0a',
    },
    warning: {
      text: '#fcd34d',
      background: '#451a03',
      border: '#d97706',
      solid: '#fcd34d',
      onSolid: '#451a03',
    },
    info: {
      text: '#93c5fd',
      background: '#172554',
      border: '#3b82f6',
      solid: '#93c5fd',
      onSolid: '#172554',
    },
  },
  signature: {
    ses: { fg: '#cbd5e1', bg: '#1e293b', border: '#94a3b8' },
    aes: { fg: '#93c5fd', bg: '#172554', border: '#3b82f6' },
    qes: { fg: '#86efac', bg: '#052e16', border: '#22c55e' },
    part11: { fg: '#d8b4fe', bg: '#3b0764', border: '#a855f7' },
  },
  plan: {
    individual: { fg: '#5eead4', bg: '#042f2e', border: '#14b8a6' },
    team: { fg: '#a5b4fc', bg: '#1e1b4b', border: '#6366f1' },
    pro: { fg: '#fdba74', bg: '#431407', border: '#f97316' },
    scale: { fg: '#fda4af', bg: '#4c0519', border: '#f43f5e' },
  },
  neutral: {
    '0': '#0b1220',
    '50': '#111827',
    '100': '#1f2937',
    '200': '#263145',
    '300': '#374151',
    '400': '#4b5563',
    '500': '#8b95a5',
    '600': '#9ca3af',
    '700': '#c0c7d2',
    '800': '#e5e7eb',
    '900': '#f9fafb',
  },
  avatar: {
    c0: { fg: '#111827', bg: '#fca5a5' },
    c1: { fg: '#111827', bg: '#fdba74' },
    c2: { fg: '#111827', bg: '#fde047' },
    c3: { fg: '#111827', bg: '#86efac' },
    c4: { fg: '#111827', bg: '#5eead4' },
    c5: { fg: '#111827', bg: '#7dd3fc' },
    c6: { fg: '#111827', bg: '#93c5fd' },
    c7: { fg: '#111827', bg: '#c4b5fd' },
    c8: { fg: '#111827', bg: '#f0abfc' },
    c9: { fg: '#111827', bg: '#f9a8d4' },
  },
  testSystem: { frame: '#fbbf24', onFrame: '#111827' },
};
