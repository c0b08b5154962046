/** The demo account the server creates on an empty data directory. */
export const demo = { email: 'demo@paraph.example', password: 'paraph-demo-2026' };

/** The demo business, Muster Treuhand AG (server/src/domain/demo-business.ts): its admin… */
export const demoBusinessAdmin = { email: 'bea.boss@paraph.example', password: demo.password };
/** …and one of its members. */
export const demoBusinessMember = { email: 'marco.member@paraph.example', password: demo.password };

/** The admin of the demo's enterprise customer, whose plan pays invitees' identifications. */
export const demoEnterpriseAdmin = {
  email: 'erin.enterprise@paraph.example',
  password: demo.password,
};
