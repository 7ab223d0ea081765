import { LoadingMask } from '@ekp/ui';
import { lazy, Suspense } from 'react';

import * as texts from '../../texts.ts';

// The form, its rules and the query library come in a chunk of their own, loaded from here: the route table, which
// the first load of every page carries (the sign-in route has a byte budget), then names only this small module.
const Kuendigungserklaerung = lazy(() =>
  import('./kuendigungserklaerung.tsx').then((m) => ({ default: m.Kuendigungserklaerung })),
);

/** /kuendigung (§ 312k BGB): the confirmation page of the cancellation button and, after sending, the receipt. */
export function KuendigungserklaerungPage() {
  return (
    <Suspense fallback={<LoadingMask loading label={texts.allgemein.wirdGeladen} />}>
      <Kuendigungserklaerung />
    </Suspense>
  );
}
