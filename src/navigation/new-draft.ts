/**
 * `/invite/new`: the invite page before its draft exists. The draft is made with the first
 * file that arrives, so changing one's mind leaves nothing behind. Request ids start with
 * `sr_`, so no draft is ever called this.
 */
export const NEW_DRAFT_ID = 'new';
