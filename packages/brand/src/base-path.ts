/** baseUrlRouting as a path with a slash at both ends, as Vite's `base` and nginx need it: /kundenportal → /kundenportal/. */
export function basePathOf(baseUrlRouting: string): string {
  return baseUrlRouting.endsWith('/') ? baseUrlRouting : `${baseUrlRouting}/`;
}
