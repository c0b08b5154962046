/** The API speaks major units (12.5 = CHF 12.50); the server computes in minor units. */
export const toMajor = (minor: number): number => Math.round(minor) / 100;
