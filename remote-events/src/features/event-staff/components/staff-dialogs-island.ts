import { lazyIsland } from '@sge/shared/venue';
import type { StaffDialogsProps } from './staff-dialogs';

/** The gate screen's staff dialogs, loaded on demand (a Chakra island of the venue path). */
export const staffDialogs = lazyIsland<StaffDialogsProps>(() => import(/* webpackChunkName: "staff-dialogs" */ './staff-dialogs-module'));
