import { describe, expect, it } from 'vitest';

import { portalModulePreload } from '../../build.ts';

// Issue 17: the lists of files each lazy import carries sit in the start chunk, which counts to the sign-in route's
// budget; the scripts every page has loaded before any lazy import runs are left out of them.

const { resolveDependencies } = portalModulePreload();

const seite = [
  'assets/verbrauch-page-b_1eLaxP.js',
  'assets/rolldown-runtime-XKyaHtl9.js',
  'assets/framework-DD71exSu.js',
  'assets/kern-D3jYO5M0.js',
  'assets/verbrauch-queries-Bfiv3eDQ.js',
  'assets/index-DzS0Mx6v.js',
  'assets/index-M2EWdsEV.css',
  'assets/chart-canvas-Dew6hJoI.js',
];

describe('portalModulePreload', () => {
  it('leaves the entry, the runtime, framework and kern out of a lazy import’s list, nothing else', () => {
    expect(resolveDependencies('assets/kern-D3jYO5M0.js', seite, { hostType: 'js' })).toEqual([
      'assets/verbrauch-page-b_1eLaxP.js',
      'assets/verbrauch-queries-Bfiv3eDQ.js',
      // Style sheets stay: a lazy chunk's CSS is loaded through this list alone.
      'assets/index-M2EWdsEV.css',
      'assets/chart-canvas-Dew6hJoI.js',
    ]);
  });

  it('keeps chunks whose names only begin or end like them', () => {
    const aehnlich = [
      'assets/kernzeit-D3jYO5M0.js',
      'assets/ablesung-index-M2EWdsEV.js',
      'assets/framework-x.js',
    ];
    expect(resolveDependencies('assets/kern-D3jYO5M0.js', aehnlich, { hostType: 'js' })).toEqual(aehnlich);
  });

  it('leaves the HTML’s own preloads as they are', () => {
    expect(resolveDependencies('index.html', seite, { hostType: 'html' })).toEqual(seite);
  });
});
