/**
 * Waits until `check` holds, polling every 10 ms, for at most `timeoutMs` of wall time. Messages between
 * sockets and servers arrive in milliseconds; the generous limit is for a loaded two-core CI machine, where
 * a poll budget counted in iterations ran out before the message came. The test's own expect still decides.
 */
export async function eventually(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
}
