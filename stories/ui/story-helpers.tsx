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

/**
 * Renders a story test at phone size (390×844): the story runner resizes its browser to the
 * `viewport` global, and Storybook's toolbar shows the same. The visual suite ignores it.
 */
export const phone = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  parameters: {
    viewport: {
      options: {
        phone390: {
          name: 'Phone 390',
          styles: { width: '390px', height: '844px' },
          type: 'mobile' as const,
        },
      },
    },
  },
};

/** True when the document scrolls sideways (something is wider than the viewport). */
export const scrollsSideways = () =>
  document.documentElement.scrollWidth > document.documentElement.clientWidth;
