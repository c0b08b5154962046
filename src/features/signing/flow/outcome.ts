import { isProblem } from '../../../api/problem';

/** The full-screen overlays of the signing flow (business-shell spec, overlays). */
export const signingOverlayNames = [
  'signing-in-progress',
  'signing-success',
  'signing-failure',
  'signing-locked',
  'tan-expired',
  'tan-invalid',
  'tan-locked',
  'exhausted-signatures',
] as const;
export type SigningOverlayName = (typeof signingOverlayNames)[number];

/** The overlay that explains a failed signing, from the server's problem code. */
export function failureOverlay(error: unknown): SigningOverlayName {
  if (!isProblem(error)) return 'signing-failure';
  switch (error.code) {
    case 'REQUEST_LOCKED':
      return 'signing-locked';
    case 'TAN_EXPIRED':
      return 'tan-expired';
    case 'TAN_INVALID':
      return 'tan-invalid';
    case 'TAN_LOCKED':
      return 'tan-locked';
    case 'SIGNATURES_EXHAUSTED':
      return 'exhausted-signatures';
    default:
      return 'signing-failure';
  }
}

/** A batch answer is a failure unless every request of it was signed. */
export function batchError(result: {
  status: string;
  results?: { error?: { code: string; message: string } }[];
}): unknown {
  if (result.status === 'SIGNED') return null;
  const first = result.results?.find((item) => item.error)?.error;
  return first ? { ...first, status: 422 } : { code: 'INTERNAL', status: 500 };
}
