import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delay` ms (spec 2 §9: key lookups wait 1 second). */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
