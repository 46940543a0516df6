import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A screen's tab kept in the address (`?tab=…`), so a reload or a shared link opens the same
 * tab. The first tab is the default and leaves the parameter out; an unknown value means it.
 */
export function useTabParam<T extends string>(
  tabs: readonly [T, ...T[]],
  name = 'tab',
): [T, (next: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name);
  const tab = tabs.find((candidate) => candidate === value) ?? tabs[0];
  const first = tabs[0];
  const setTab = useCallback(
    (next: string | null) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next && next !== first) updated.set(name, next);
          else updated.delete(name);
          return updated;
        },
        { replace: true },
      ),
    [first, name, setParams],
  );
  return [tab, setTab];
}
