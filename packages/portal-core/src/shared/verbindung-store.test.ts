import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createVerbindungStore, WIEDERHERGESTELLT_MS, type VerbindungQuelle } from './verbindung-store.ts';

class FakeWindow extends EventTarget implements VerbindungQuelle {
  onLine = true;
  istOnline() {
    return this.onLine;
  }
  geheOffline() {
    this.onLine = false;
    this.dispatchEvent(new Event('offline'));
  }
  geheOnline() {
    this.onLine = true;
    this.dispatchEvent(new Event('online'));
  }
}

function setup(onLine = true) {
  const fenster = new FakeWindow();
  fenster.onLine = onLine;
  const store = createVerbindungStore(fenster);
  const aenderungen = vi.fn();
  const abmelden = store.subscribe(aenderungen);
  return { fenster, store, aenderungen, abmelden };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('connection state', () => {
  it('starts connected, or offline when the browser already is', () => {
    expect(setup().store.get()).toBe('verbunden');
    expect(setup(false).store.get()).toBe('offline');
  });

  it('follows the offline and online events, says once that it is back, then goes quiet', () => {
    const { fenster, store, aenderungen } = setup();
    fenster.geheOffline();
    expect(store.get()).toBe('offline');
    fenster.geheOnline();
    expect(store.get()).toBe('wiederhergestellt');
    vi.advanceTimersByTime(WIEDERHERGESTELLT_MS - 1);
    expect(store.get()).toBe('wiederhergestellt');
    vi.advanceTimersByTime(1);
    expect(store.get()).toBe('verbunden');
    expect(aenderungen).toHaveBeenCalledTimes(3);
  });

  it.each([
    { fall: 'no answer', ablauf: [false], erwartet: 'nichtErreichbar' },
    { fall: 'no answer, then an answer', ablauf: [false, true], erwartet: 'wiederhergestellt' },
    { fall: 'answers only', ablauf: [true, true], erwartet: 'verbunden' },
    { fall: 'two failures in a row', ablauf: [false, false], erwartet: 'nichtErreichbar' },
  ])('reachability reports: $fall → $erwartet', ({ ablauf, erwartet }) => {
    const { store } = setup();
    for (const erreichbar of ablauf) store.meldeErreichbarkeit(erreichbar);
    expect(store.get()).toBe(erwartet);
  });

  it('prefers offline over unreachable, and an answer proves the device is online again', () => {
    const { fenster, store } = setup();
    store.meldeErreichbarkeit(false);
    fenster.geheOffline();
    expect(store.get()).toBe('offline');
    store.meldeErreichbarkeit(true);
    expect(store.get()).toBe('wiederhergestellt');
  });

  it('a new failure while "back" is shown replaces it at once and stops the timer', () => {
    const { fenster, store } = setup();
    fenster.geheOffline();
    fenster.geheOnline();
    store.meldeErreichbarkeit(false);
    expect(store.get()).toBe('nichtErreichbar');
    vi.advanceTimersByTime(WIEDERHERGESTELLT_MS * 2);
    expect(store.get()).toBe('nichtErreichbar');
  });

  it('stops listening when the last subscriber leaves', () => {
    const { fenster, store, aenderungen, abmelden } = setup();
    abmelden();
    fenster.geheOffline();
    expect(aenderungen).not.toHaveBeenCalled();
    // A new subscriber reads the current browser state.
    store.subscribe(() => undefined);
    expect(store.get()).toBe('offline');
  });
});
