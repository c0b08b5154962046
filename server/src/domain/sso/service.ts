import type { CustomFetch } from 'openid-client';
import type { Sealer } from './sealed';

/** What single sign-on needs from the running server (decorated as `app.sso`). */
export interface SsoService {
  /** Seals client secrets at rest and the browser-bound sign-in state. */
  sealer: Sealer;
  /** Our sandbox provider: its issuer and the one client it knows (us). */
  sandbox: { issuer: string; clientId: string; clientSecret: string };
  /** The sandbox is served by this very server: its HTTP calls go in-process (`app.inject`). */
  sandboxFetch: CustomFetch;
  /** Our redirect URI, registered with the providers. */
  callbackUrl: string;
  /** An address of the web app (same origin as the API). */
  appUrl(path: string, query?: Record<string, string>): string;
  /** Whether the sign-in cookie must be Secure (an https public address). */
  secureCookie: boolean;
}
