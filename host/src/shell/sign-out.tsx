/**
 * Signing out at the venue (issue 12 §4). With check-ins still on the device, the user chooses:
 * send them and then sign out (the default; it signs out only when the sync succeeded), sign out and
 * keep them on this device (they go with the next sign-in of a user who may check staff in), or stay.
 * With nothing pending, the device copies of events (names, documents, phones) are deleted at
 * sign-out (LGPD); the app shell stays cached, so /login still opens offline.
 */
import { useState } from 'react';
import { lazyIsland } from '@sge/shared/venue';
import { useNavigate } from '@sge/shared/router';
import { useSessionStore } from '@sge/shared/session';
import { loadOffline, type OfflineModule } from './sign-out-texts';

/** The pending-records dialog: Chakra, an island loaded when it is needed (sign-out-dialog.tsx). */
const signOutDialog = lazyIsland(() => import('./sign-out-dialog'));

/** The sign-out of the user menu, with the pending-records dialog it may need. */
export function useSignOut(): { requestSignOut: () => Promise<void>; dialog: React.ReactNode } {
  const navigate = useNavigate();
  const signOut = useSessionStore((s) => s.signOut);
  const [pending, setPending] = useState(0);

  const leave = () => {
    signOut({ byUser: true });
    navigate('/login', { replace: true });
  };

  const requestSignOut = async () => {
    let offline: OfflineModule;
    try {
      offline = await loadOffline();
    } catch {
      leave();
      return;
    }
    const count = await offline.countPendingRecords().catch(() => 0);
    if (count > 0) {
      setPending(count);
      return;
    }
    await offline.purgePersonalData().catch(() => undefined);
    leave();
  };

  const dialog = pending > 0 && (
    <signOutDialog.Island
      pending={pending}
      onCancel={() => setPending(0)}
      onKeep={() => {
        setPending(0);
        leave();
      }}
      onSynced={async () => {
        const offline = await loadOffline();
        await offline.purgePersonalData().catch(() => undefined);
        setPending(0);
        leave();
      }}
    />
  );
  return { requestSignOut, dialog };
}

