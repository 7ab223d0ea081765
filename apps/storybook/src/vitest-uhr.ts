// Storybook's tests run at the run's pinned moment (@ekp/test-config/testmoment), like the component tests: the
// in-browser demo backend seeds "today" from the browser's Date, so pinning Date pins both.
import { TZDate } from '@date-fns/tz';
import { afterEach, beforeEach, inject, vi } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    jetzt: string;
  }
}

// @date-fns/tz must be evaluated before Date is mocked: TZDate extends the Date it finds when its module runs.
new TZDate(0, 'Europe/Berlin');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(inject('jetzt')));
});

afterEach(() => {
  vi.useRealTimers();
});
