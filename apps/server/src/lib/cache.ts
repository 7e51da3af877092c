/**
 * A value read from the database and kept for a short time. Reference data (store settings, the legacy
 * map) changes rarely; a short TTL keeps several instances consistent without a notification channel.
 */
export function cached<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now) {
  let value: { data: T; at: number } | undefined;
  let pending: Promise<T> | undefined;
  return async (): Promise<T> => {
    if (value && now() - value.at < ttlMs) return value.data;
    pending ??= load()
      .then((data) => {
        value = { data, at: now() };
        return data;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
}
