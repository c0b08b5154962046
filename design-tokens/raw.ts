/** The raw design decisions; themes map them onto the one contract in contract.css.ts. */
export interface ColorTokens {
  brand: { solid: string; solidHover: string; onSolid: string; subtle: string; text: string };
  surface: { page: string; raised: string; sunken: string; overlay: string };
  text: { primary: string; secondary: string; disabled: string; inverse: string; link: string };
  border: { subtle: string; strong: string; focus: string };
  status: Record<
    'success' | 'danger' | 'warning' | 'info',
    { text: string; background: string; border: string }
  >;
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
  body: '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
} as const;

export const lineHeights = { tight: '1.2', normal: '1.5' } as const;

/** Overlay scrim sits at 1900 (spec); dialogs, toasts and tooltips stack above it. */
export const zIndices = {
  base: '0',
  header: '100',
  overlayScrim: '1900',
  overlay: '1910',
  dialog: '2000',
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
  surface: { page: '#f6f7f9', raised: '#ffffff', sunken: '#eef0f3', overlay: '#ffffff' },
  text: {
    primary: '#111827',
    secondary: '#4b5563',
    disabled: '#6b7280',
    inverse: '#ffffff',
    link: '#1d4ed8',
  },
  border: { subtle: '#d9dde3', strong: '#6b7280', focus: '#1d4ed8' },
  status: {
    success: { text: '#166534', background: '#ecfdf3', border: '#4ade80' },
    danger: { text: '#b91c1c', background: '#fef2f2', border: '#f87171' },
    warning: { text: '#92400e', background: '#fffbeb', border: '#f59e0b' },
    info: { text: '#1e40af', background: '#eff6ff', border: '#60a5fa' },
  },
};

export const darkColors: ColorTokens = {
  brand: {
    solid: '#3b82f6',
    solidHover: '#60a5fa',
    onSolid: '#0b1220',
    subtle: '#172554',
    text: '#93c5fd',
  },
  surface: { page: '#0b1220', raised: '#111a2e', sunken: '#0a0f1c', overlay: '#111a2e' },
  text: {
    primary: '#f3f4f6',
    secondary: '#c0c7d2',
    disabled: '#8b95a5',
    inverse: '#0b1220',
    link: '#93c5fd',
  },
  border: { subtle: '#263145', strong: '#8b95a5', focus: '#93c5fd' },
  status: {
    success: { text: '#86efac', background: '#052e16', border: '#16a34a' },
    danger: { text: '#fca5a5', background: '#450a0a', border: '#dc2626' },
    warning: { text: '#fcd34d', background: '#451a03', border: '#d97706' },
    info: { text: '#93c5fd', background: '#172554', border: '#2563eb' },
  },
};
