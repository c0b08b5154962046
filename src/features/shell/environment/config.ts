import { appEnvironment } from './environment';

// Build-time settings (Vite env); each adapter is off while its value is absent.
const env = import.meta.env;

export const environment = appEnvironment(env);
/** VITE_PUBLIC_SITE_URL: the public (marketing) site the error page leads back to. */
export const publicSiteUrl: string = env.VITE_PUBLIC_SITE_URL || '/';
/** VITE_ERROR_REPORTING_DSN: where failures are reported (staging and production only). */
export const errorReportingDsn: string | undefined = env.VITE_ERROR_REPORTING_DSN || undefined;
/** VITE_ANALYTICS_KEY: analytics are off without it. */
export const analyticsKey: string | undefined = env.VITE_ANALYTICS_KEY || undefined;
/** VITE_GUIDANCE_KEY: the in-app guidance tool is off without it. */
export const guidanceKey: string | undefined = env.VITE_GUIDANCE_KEY || undefined;
