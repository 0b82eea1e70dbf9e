import { LoadingDialog } from '@sge/shared/ui';
import { useLoadingDialogStore } from '@sge/shared/notify';

/** The blocking loading dialog any app can open through useLoadingDialogStore. */
export function GlobalLoadingDialog() {
  const open = useLoadingDialogStore((s) => s.open);
  const text = useLoadingDialogStore((s) => s.text);
  return <LoadingDialog open={open} text={text ?? undefined} />;
}
