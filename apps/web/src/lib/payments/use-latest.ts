import { useEffect, useRef } from 'react';

/** The latest callback in a ref: effects that run once still call what the parent passes now. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
