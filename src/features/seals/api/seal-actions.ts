import { $api } from '../../../api/client';
import { useChange, type Notify } from '../../../api/mutation';
import { shell } from '../../../ui';
import { messages } from '../messages';
import type { SealPerson } from '../seal-rules';
import { anySealImageKey, sealQuery, sealsQuery } from './queries';

/** The image's own problems, said about a seal image (the generic texts speak of signatures). */
const imageProblems = {
  IMAGE_TOO_LARGE: messages.imageTooLarge,
  IMAGE_NOT_SUPPORTED: messages.imageNotSupported,
  IMAGE_DIMENSIONS: messages.imageDimensions,
};

/**
 * One seal's changes. The dialogs' actions keep their dialog open with the problem on a
 * failure (nothing typed or chosen is lost); the others say a failure in the snackbar.
 */
export function useSealActions(businessId: string, seal: string, notify: Notify) {
  const path = { params: { path: { id: businessId, seal } } };
  const invalidate = [sealQuery(businessId, seal).queryKey, sealsQuery(businessId).queryKey];
  const withImage = [...invalidate, anySealImageKey()];

  const rename = $api.useMutation(
    'put',
    '/v1/businesses/{id}/seals/{seal}',
    useChange({ notify, invalidate, done: messages.renamed, failure: 'caller' }),
  );
  const upload = $api.useMutation(
    'post',
    '/v1/businesses/{id}/seals/{seal}/image',
    useChange({
      notify,
      invalidate: withImage,
      done: messages.imageSaved,
      problems: imageProblems,
    }),
  );
  const removeImage = $api.useMutation(
    'delete',
    '/v1/businesses/{id}/seals/{seal}/image',
    useChange({ notify, invalidate: withImage, done: messages.imageRemoved, failure: 'caller' }),
  );
  const add = $api.useMutation(
    'post',
    '/v1/businesses/{id}/seals/{seal}/members',
    useChange({ notify, invalidate, failure: 'caller' }),
  );
  const remove = $api.useMutation(
    'delete',
    '/v1/businesses/{id}/seals/{seal}/members',
    useChange({ notify, invalidate, done: messages.memberRemoved }),
  );

  return {
    rename: (displayName: string) =>
      shell.openDialog({
        namespace: 'business',
        name: 'rename-seal',
        props: { displayName },
        onAction: ({ displayName: name }) =>
          rename.mutateAsync({ ...path, body: { displayName: name } }),
      }),
    uploadImage: (file: File) =>
      upload.mutate({
        ...path,
        // The contract types the raw body as a string; the bytes go through untouched.
        body: file as unknown as string,
        bodySerializer: (body: unknown) => body,
        headers: { 'Content-Type': file.type || 'image/png' },
      }),
    removeImage: () =>
      shell.openDialog({
        namespace: 'business',
        name: 'remove-seal-image',
        onAction: () => removeImage.mutateAsync(path),
      }),
    imageBusy: upload.isPending || removeImage.isPending,
    addMembers: (people: SealPerson[]) =>
      shell.openDialog({
        namespace: 'business',
        name: 'add-seal-members',
        props: { people },
        onAction: async ({ userIds }) => {
          await add.mutateAsync({ ...path, body: { members: userIds } });
          notify(messages.membersAdded, { color: 'success', values: { count: userIds.length } });
        },
      }),
    removeMember: (userId: string) => remove.mutate({ ...path, body: { members: [userId] } }),
    /** Whose removal is on its way, so only that row's button waits. */
    removing: remove.isPending ? remove.variables.body.members[0] : undefined,
  };
}
