/**
 * `compute` remembered by key, for values that depend only on their key (a settings text, a
 * time zone): each is built once, and the whole memory is dropped when it holds `limit` keys,
 * so a stream of distinct keys cannot grow it without bound.
 */
export function memoByKey<V>(limit: number, compute: (key: string) => V): (key: string) => V {
  const known = new Map<string, V>();
  return (key) => {
    if (known.has(key)) return known.get(key) as V;
    const value = compute(key);
    if (known.size >= limit) known.clear();
    known.set(key, value);
    return value;
  };
}
