export declare const budgets: { signInJsGzip: number; signInCssGzip: number; chartChunkGzip: number };
export declare function routeWeight(
  distDir: URL,
  pageSource: string,
  options?: { vorgerendert?: boolean },
): { jsGzip: number; cssGzip: number; files: string[] };
export declare function chartChunkWeight(distDir: URL): number;
export declare function routeWaitsForChartJs(distDir: URL, pageSource: string): boolean;
export declare function chartChunkFiles(distDir: URL): string[];
