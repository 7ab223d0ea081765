// The module provided by the all-brands Vite plugin (@ekp/brand/all-brands). Add "@ekp/brand/all-brands/virtual"
// to compilerOptions.types.
declare module 'virtual:ekp-all-brands' {
  /** Every brand under brands/, sorted by id. */
  const brands: readonly import('./brand-preview.ts').BrandPreview[];
  export default brands;
}
