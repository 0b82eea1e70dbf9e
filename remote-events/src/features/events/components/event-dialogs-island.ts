import { lazyIsland } from '@sge/shared/venue';
import type { EventDialogsProps } from './event-dialogs';

/** The events list's dialogs, loaded on demand (a Chakra island of the venue path). */
export const eventDialogs = lazyIsland<EventDialogsProps>(() => import('./event-dialogs'));
