/** Where the sandbox's hosted pages live, under our server's public address. */
export const sandboxUrls = (baseUrl: string) => ({
  setup: (id: string, clientSecret: string) =>
    `${baseUrl}/sandbox/payments/setup/${id}?client_secret=${encodeURIComponent(clientSecret)}`,
  invoice: (id: string) => `${baseUrl}/sandbox/payments/invoices/${id}`,
  portal: (id: string) => `${baseUrl}/sandbox/payments/portal/${id}`,
  invoicing: (id: string) => `${baseUrl}/sandbox/payments/invoicing/${id}`,
});

export type SandboxUrls = ReturnType<typeof sandboxUrls>;
