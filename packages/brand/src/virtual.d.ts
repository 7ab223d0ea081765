// Modules provided by the brand Vite plugin (@ekp/brand/vite). Add "@ekp/brand/virtual" to compilerOptions.types.
declare module 'virtual:ekp-brand' {
  /** The app's brand; `logo` and `favicon` are URLs of the emitted assets, `logoMasse` the logo's own size. */
  const brand: import('@ekp/brand').AppBrand;
  export default brand;
}

declare module 'virtual:ekp-brand.css' {}
