/** Pure (no schema library), so the offline entry can bundle it without TypeBox. */
/**
 * SPEC §5 offline reconciliation, one rule for the device and the server: a time recorded offline is
 * applied only when the server has none, or the local time is earlier than the server's. Otherwise
 * the local value is discarded because the server holds older (earlier) data.
 */
export function offlineTimeWins(localTime: string | null | undefined, serverTime: string | null | undefined): boolean {
  if (!localTime) return false;
  const local = Date.parse(localTime);
  if (Number.isNaN(local)) return false;
  if (!serverTime) return true;
  const server = Date.parse(serverTime);
  return Number.isNaN(server) || local < server;
}
