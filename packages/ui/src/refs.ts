import { useCallback } from 'react';
import type { Ref, RefObject } from 'react';

/** One callback ref that feeds the caller's ref and our own. */
export function useMergedRef<T>(own: RefObject<T | null>, external: Ref<T> | undefined) {
  return useCallback(
    (node: T | null) => {
      own.current = node;
      if (typeof external === 'function') external(node);
      else if (external) external.current = node;
    },
    [own, external],
  );
}
