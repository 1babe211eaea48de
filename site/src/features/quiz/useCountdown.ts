import { useEffect, useRef, useState } from 'react';
import { CLOCK_TICK_MS } from './constants';
import { secondsLeft } from './clock';

/**
 * Whole seconds left of `durationMs`, counted from when `run` last changed while `running`; calls
 * `onExpire` once when the time is up. The deadline is a point in time, so a throttled background tab
 * still ends on time.
 */
export function useCountdown(durationMs: number, running: boolean, run: number, onExpire: () => void): number {
  const total = Math.ceil(durationMs / 1000);
  const [left, setLeft] = useState(total);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  useEffect(() => {
    if (!running) return undefined;
    const deadline = Date.now() + durationMs;
    const tick = () => {
      const seconds = secondsLeft(deadline, Date.now());
      setLeft(seconds);
      if (seconds > 0) return;
      clearInterval(timer);
      expire.current();
    };
    const timer = setInterval(tick, CLOCK_TICK_MS);
    setLeft(Math.ceil(durationMs / 1000));
    return () => clearInterval(timer);
  }, [running, run, durationMs]);

  return left;
}
