/** The demo account the server creates on an empty data directory. */
export const demo = { email: 'demo@paraph.example', password: 'paraph-demo-2026' };
