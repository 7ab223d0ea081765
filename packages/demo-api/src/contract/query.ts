// Query parameters in the contract's styles, shared by the validator and the handlers.

/** A deepObject query parameter (`name[key]=value`, OpenAPI style deepObject) as an object; undefined if absent. */
export function deepObject(query: URLSearchParams, name: string): Record<string, string> | undefined {
  const prefix = `${name}[`;
  const entries = [...query.entries()]
    .filter(([key]) => key.startsWith(prefix) && key.endsWith(']'))
    .map(([key, value]) => [key.slice(prefix.length, -1), value] as const);
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}
