/** A Storage in memory only: nothing outlives it (the pages rendered at build time, tests). */
export function fluechtigerSpeicher(): Storage {
  const werte = new Map<string, string>();
  return {
    get length() {
      return werte.size;
    },
    clear: () => werte.clear(),
    getItem: (key) => werte.get(key) ?? null,
    key: (index) => [...werte.keys()][index] ?? null,
    removeItem: (key) => void werte.delete(key),
    setItem: (key, value) => void werte.set(key, value),
  };
}
