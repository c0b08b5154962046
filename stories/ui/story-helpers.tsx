import type { Decorator } from '@storybook/react-vite';

/** Story-level global that renders a story in the dark theme (the toolbar sets the same). */
export const dark = { globals: { theme: 'dark' } } as const;

/**
 * The `main` column a page's component sits in: `width` px in the 800 px shot; in a page story
 * (layout `fullscreen`) up to `width` px, centred, with a phone's margin, as the page's layout
 * shows it, so the 390 and 1440 shots show the page and not the story's frame.
 */
export const pageColumn =
  (width: number): Decorator =>
  (Story, { parameters }) => (
    <main
      style={
        parameters.layout === 'fullscreen'
          ? { maxWidth: width, margin: '0 auto', padding: 16, boxSizing: 'content-box' }
          : { width }
      }
    >
      <Story />
    </main>
  );

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
