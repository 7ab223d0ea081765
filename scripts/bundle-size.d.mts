export declare const budgets: { signInJsGzip: number; signInCssGzip: number; chartChunkGzip: number };
export declare function routeWeight(
  distDir: URL,
  pageSource: string,
): { jsGzip: number; cssGzip: number; files: string[] };
export declare function chartChunkWeight(distDir: URL): number;
