import { generateKeyPair, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';

const generate = promisify(generateKeyPair);

/** RSA-2048: what every PDF reader verifies (poppler/NSS, Acrobat, pdf.js-based viewers). */
export async function generateSignerKey(): Promise<KeyObject> {
  const { privateKey } = await generate('rsa', { modulusLength: 2048 });
  return privateKey;
}

/**
 * A few RSA keys generated ahead of time. Each signer gets a fresh one-off key, and RSA-2048
 * generation takes ~100–400 ms on the libuv thread pool; keeping a couple ready takes that off the
 * request's critical path. Keys never leave the process and are used once.
 */
export class KeyPool {
  private readonly ready: Promise<KeyObject>[] = [];

  constructor(
    private readonly size = 2,
    private readonly make: () => Promise<KeyObject> = generateSignerKey,
  ) {}

  take(): Promise<KeyObject> {
    const next = this.ready.shift() ?? this.make();
    this.refill();
    return next;
  }

  /** Start generating so the first signer does not wait. */
  warm(): void {
    this.refill();
  }

  private refill(): void {
    while (this.ready.length < this.size) {
      const key = this.make();
      // A failed pre-generation surfaces when the key is taken; do not crash the process here.
      key.catch(() => undefined);
      this.ready.push(key);
    }
  }
}
