/** What the processor says when asked for something it cannot do (Stripe's invalid request). */
export class SandboxError extends Error {
  constructor(
    readonly code: 'resource_missing' | 'invalid_request',
    message: string,
  ) {
    super(message);
    this.name = 'SandboxError';
  }
}
