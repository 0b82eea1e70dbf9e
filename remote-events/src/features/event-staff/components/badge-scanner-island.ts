import { lazyIsland } from '@sge/shared/venue';
import type { BadgeScannerProps } from './badge-scanner';

/** 'Escanear crachá': the scanner, loaded when the button is pressed (a Chakra island of the gate screen). */
export const badgeScanner = lazyIsland<BadgeScannerProps>(() => import(/* webpackChunkName: "badge-scanner" */ './badge-scanner-module'));
