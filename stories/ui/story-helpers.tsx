import type { Decorator } from '@storybook/react-vite';

/** Story-level global that renders a story in the dark theme (the toolbar sets the same). */
export const dark = { globals: { theme: 'dark' } } as const;

/** Gives field and card stories a realistic column width instead of shrink-to-fit. */
export const column =
  (width = 360): Decorator =>
  (Story) => (
    <div style={{ width }}>
      <Story />
    </div>
  );

export const longText =
  'Vertragsunterzeichnungsbevollmächtigung für die Geschäftsleitung der Paraph Schweiz AG, gültig ab sofort und bis auf Widerruf';

/** Controls for an `as const` variant list: the same array types the prop and fills the select. */
export const selectControl = (options: readonly (string | number)[]) => ({
  control: 'select' as const,
  options,
});
