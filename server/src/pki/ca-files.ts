import { createPrivateKey } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import forge from 'node-forge';
import type { Hierarchy } from './certificate-authority.ts';

/**
 * The hierarchy older versions kept in `DATA_DIR/ca/` (root.pem, issuing.pem, issuing.key.pem,
 * root.key.pem if still there), read once to move it into the database so that signatures made
 * before keep chaining to the same root. Null when there is none.
 */
export async function readCaFiles(dir: string): Promise<Hierarchy | null> {
  const read = (name: string) => readFile(join(dir, name), 'utf8');
  let files: [string, string, string];
  try {
    // The certificates were written last: their presence marks a complete hierarchy.
    files = await Promise.all([read('root.pem'), read('issuing.pem'), read('issuing.key.pem')]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const [root, issuing, issuingKey] = files;
  const rootKey = await read('root.key.pem').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  return {
    issuing: { cert: forge.pki.certificateFromPem(issuing), key: createPrivateKey(issuingKey) },
    chain: [forge.pki.certificateFromPem(root)],
    ...(rootKey ? { rootKey: createPrivateKey(rootKey) } : {}),
  };
}
