/**
 * A lease on a database row, held while slow work on it is in flight (a mail being sent, an entry being published):
 * the holder claimed the row with a conditional UPDATE that wrote its token, and renews the lease every third of its
 * length with another conditional UPDATE that only matches while its token is still on the row. Another process
 * takes a row over only after its lease ran out, so a holder that is alive never loses a row it is working on, and
 * one that died hands it on after at most one lease. Used by the mail outbox and scheduled publishing.
 */

export type LeaseOptions = {
  /** How long the row stays reserved without a renewal. */
  leaseMs: number;
  /** Extends the lease; resolves with the number of rows changed (0: another process holds the row now). */
  renew: () => Promise<number>;
  /** Called once when a renewal finds the row no longer held. */
  onLost: () => void;
  /** Called when a renewal fails (the database is unreachable); the next renewal tries again. */
  onError: (error: unknown) => void;
};

export type HeldLease = {
  /** Stops renewing; waits for a renewal in flight, so it cannot overwrite what the holder writes next. */
  release(): Promise<void>;
  /** Whether a renewal found the row taken over. */
  lost(): boolean;
};

/** Starts renewing a lease the caller has just claimed. */
export function holdLease({ leaseMs, renew, onLost, onError }: LeaseOptions): HeldLease {
  let pending: Promise<unknown> = Promise.resolve();
  let lost = false;
  const timer = setInterval(() => {
    pending = renew()
      .then((changed) => {
        if (changed === 0 && !lost) {
          lost = true;
          onLost();
        }
      })
      .catch(onError);
  }, leaseMs / 3);
  timer.unref();
  return {
    async release() {
      clearInterval(timer);
      await pending;
    },
    lost: () => lost,
  };
}
