// Build-time helpers for the brand apps (node side; never imported by the portal itself).

/**
 * Modules every screen needs at start: the shell, routing, session, the client and the few ui pieces and text
 * areas the shell renders. Bundled as one chunk instead of the dozen tiny shared chunks the automatic splitting
 * makes of them; that saves several KB gzip on the sign-in route, which has a byte budget.
 * A module missing here is not an error: it falls back to automatic chunking and only costs bytes.
 */
const kernModule = [
  // Not lesen.ts: the tolerant reader's schemas load with the first signed-in read (api-client/src/tolerant.ts).
  'api-client/src/index.ts',
  'api-client/src/client.ts',
  'api-client/src/api-error.ts',
  'api-client/src/tolerant.ts',
  'api-client/src/antwort.ts',
  'portal-core/src/portal.tsx',
  'portal-core/src/routes/',
  'portal-core/src/session/',
  'portal-core/src/shell/',
  'portal-core/src/shared/portal-context.tsx',
  'portal-core/src/shared/message-bar.tsx',
  'portal-core/src/shared/verbindung',
  'portal-core/src/rules/session.ts',
  'portal-core/src/rules/guard.ts',
  'portal-core/src/texts/allgemein.ts',
  'portal-core/src/texts/navigation.ts',
  'portal-core/src/texts/router.ts',
  'portal-core/src/texts/verbindung.ts',
  ...[
    'alert',
    'spinner',
    'heading',
    'loading-mask',
    'icons',
    'cx',
    'link',
    'button',
    'icon-button',
    'visually-hidden',
  ].map((name) => `ui/src/${name}.ts`),
];

const framework = /node_modules[\\/](react|react-dom|scheduler|react-router|openapi-fetch)[\\/]/;

/** Rolldown's `output.codeSplitting` for a brand app. */
export function portalCodeSplitting() {
  return {
    groups: [
      // The libraries change only with an upgrade: one long-cached chunk.
      { name: 'framework', test: framework },
      // chart.js, loaded only by the chart screens.
      { name: 'diagramme', test: /node_modules[\\/](chart\.js|react-chartjs-2|@kurkle)[\\/]/ },
      {
        name: 'kern',
        test: (id: string) => {
          const path = id.replaceAll('\\', '/');
          return kernModule.some((fragment) => path.includes(`packages/${fragment}`));
        },
        // Only the listed modules: their dependencies (ui components of single screens, other text areas) stay
        // with the screens that use them.
        includeDependenciesRecursively: false,
      },
    ],
  };
}
