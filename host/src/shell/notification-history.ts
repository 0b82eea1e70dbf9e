import { useEffect, useState } from 'react';
import { useNotificationStore, type Notification } from '@sge/shared/notify';

const MAX = 10;
let history: Notification[] = [];
const listeners = new Set<() => void>();
let subscribed = false;

function ensureSubscribed(): void {
  if (subscribed) return;
  subscribed = true;
  useNotificationStore.subscribe((state, prev) => {
    const added = state.queue.filter((n) => !prev.queue.some((p) => p.id === n.id) && n.timeout !== 0);
    if (added.length === 0) return;
    history = [...added.reverse(), ...history].slice(0, MAX);
    listeners.forEach((l) => l());
  });
}

/** The last notifications shown in this session, newest first, for the bell. */
export function useNotificationHistory(): Notification[] {
  const [items, setItems] = useState(history);
  useEffect(() => {
    ensureSubscribed();
    const listener = () => setItems(history);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return items;
}
