// The variable Inter font, bundled from node_modules (woff2 files are emitted as assets), so
// the app and Storybook render the same glyphs on every machine without a font CDN.
import '@fontsource-variable/inter/wght.css';
