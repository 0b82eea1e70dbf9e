/**
 * 'Escanear crachá' as a Chakra island of the gate screen (badge-scanner-island.ts): the scanner
 * and its QR reader, their own chunk, loaded when the button is pressed, inside its own UiProvider.
 */
import { UiProvider } from '@sge/shared/ui';
import BadgeScanner, { type BadgeScannerProps } from './badge-scanner';

/** Whether the Chakra part this island imports has arrived (an island's module: see lazyIsland). */
export const ready = (): boolean => typeof UiProvider === 'function';

export default function BadgeScannerIsland(props: BadgeScannerProps) {
  return (
    <UiProvider>
      <BadgeScanner {...props} />
    </UiProvider>
  );
}
