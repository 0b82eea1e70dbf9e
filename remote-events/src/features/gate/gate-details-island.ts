import { lazyIsland } from '@sge/shared/venue';
import type { GateDetailsProps } from './gate-details';

/** 'Detalhes do evento' of the gate screen, loaded on demand (a Chakra island of the venue path). */
export const gateDetails = lazyIsland<GateDetailsProps>(() => import(/* webpackChunkName: "gate-details" */ './gate-details'));
