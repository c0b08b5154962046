// The rest of a catalogue in production builds (see vite-plugins/catalogue-split.ts).
declare module '*.json?rest' {
  const messages: Record<string, string>;
  export default messages;
}
