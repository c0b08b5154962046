import { deferredModule } from '../shared/deferred-module';

/** The open menu's code: its trigger's hover or focus fetches it, its first opening waits for it. */
export const menuParts = deferredModule(() => import('./menu-parts'));
