import { LoadingMask } from '@ekp/ui';

import * as texts from '../texts.ts';

/** Shown while the first screen's code loads (the router's hydrate fallback). */
export function InitialLoading() {
  return <LoadingMask loading label={texts.allgemein.wirdGeladen} />;
}
