import { queryOptions } from '@tanstack/react-query';
import { fetchClient } from '../../../api/client';
import { asDataUrl } from '../../../api/data-url';
import { unwrap } from '../../../api/unwrap';
import { defaultVisualSignatureQuery, visualSignaturesQuery } from './queries';
import {
  previewQuery,
  previewSearch,
  type SignatureDraft,
  type VisualSignature,
  type VisualSignatureInput,
  type VisualSignaturePermissions,
} from '../draft';

const previewKey = ['visual-signature-preview'] as const;

/** What shows a saved change: the list, the default and every cached preview image. */
export const visualSignatureKeys = () => [
  visualSignaturesQuery().queryKey,
  defaultVisualSignatureQuery().queryKey,
  previewKey,
];

export interface PreviewImage {
  /** 1× and 2× renderings, for `src` and `srcSet`. */
  x1: string;
  x2: string;
}

/**
 * A stored signature's stamp at both densities, cached by the query string: the same
 * signature on the list and in the editor is fetched once, and only again after a change.
 */
export function storedPreviewQuery(
  draft: SignatureDraft,
  permissions: VisualSignaturePermissions,
  { placeholder, id }: { placeholder: boolean; id?: string },
) {
  const at = (density: 1 | 2) => previewQuery(draft, permissions, { placeholder, density, id });
  const fetchAt = (density: 1 | 2) =>
    asDataUrl(
      fetchClient.GET('/v1/user/preview-visual-signature', {
        params: { query: at(density) },
        parseAs: 'blob',
      }),
    );
  return queryOptions({
    queryKey: [...previewKey, 'query', previewSearch(at(1))],
    queryFn: async (): Promise<PreviewImage> => {
      const [x1, x2] = await Promise.all([fetchAt(1), fetchAt(2)]);
      return { x1, x2 };
    },
    staleTime: Infinity,
  });
}

/**
 * An unsaved draft's stamp, rendered from the body the save would send (the short query keys
 * have no QR flag). Keyed by that body, so typing a field back to an earlier value is instant.
 */
export function draftPreviewQuery(input: VisualSignatureInput) {
  return queryOptions({
    queryKey: [...previewKey, 'body', previewSearch(input)],
    queryFn: () =>
      asDataUrl(
        fetchClient.POST('/v1/user/preview-visual-signature', { body: input, parseAs: 'blob' }),
      ),
    staleTime: Infinity,
  });
}

/** Stores a PNG or JPEG as the signature's handwritten image (the request body is the file). */
export function uploadSignatureImage(id: string, image: Blob): Promise<void> {
  return unwrap(
    fetchClient.POST('/v1/images/signature/{id}', {
      params: { path: { id } },
      // The contract types the raw body as a string; the bytes go through untouched.
      body: image as unknown as string,
      bodySerializer: (body) => body,
      headers: { 'Content-Type': image.type || 'image/png' },
    }),
  );
}

/** Removes the handwritten image: the stamp falls back to the typed name. */
export function deleteSignatureImage(id: string): Promise<void> {
  return unwrap(fetchClient.DELETE('/v1/images/signature/{id}', { params: { path: { id } } }));
}

/** The signature was stored, but its image was not: saving again updates, never duplicates. */
export class ImageNotStored extends Error {
  constructor(
    readonly saved: VisualSignature,
    readonly problem: unknown,
  ) {
    super('The signature was saved without its image');
  }
}

/** What happens to the handwritten image on save. */
export type ImageChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'upload'; image: Blob };

/**
 * Creates the signature (no id yet) or replaces it, then stores or removes its image. A
 * refused signature throws the server's problem; a refused image throws ImageNotStored.
 */
export async function saveVisualSignature({
  id,
  input,
  image,
}: {
  id: string | undefined;
  input: VisualSignatureInput;
  image: ImageChange;
}): Promise<VisualSignature> {
  const saved = id
    ? await unwrap(
        fetchClient.PUT('/v1/user/visual-signatures/{id}', {
          params: { path: { id } },
          body: input,
        }),
      )
    : await unwrap(fetchClient.POST('/v1/user/visual-signatures', { body: input }));
  try {
    if (image.kind === 'upload') await uploadSignatureImage(saved.id, image.image);
    if (image.kind === 'remove') await deleteSignatureImage(saved.id);
  } catch (problem) {
    throw new ImageNotStored(saved, problem);
  }
  return saved;
}
