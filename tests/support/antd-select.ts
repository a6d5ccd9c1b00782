import { fireEvent } from '@testing-library/react';

/**
 * antd's popups (the country picker's list) measure themselves with a
 * ResizeObserver, which jsdom has not; nothing is laid out there to measure.
 * Installed by the tests that open one, not for all: the cookie notice tests
 * its own behaviour without one.
 */
export function stubResizeObserver(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/**
 * Enter on an antd Select. user-event sends keys with keyCode 0 and
 * rc-select reads `which`, as browsers fill it: the key is sent as a browser
 * sends it (e2e/phone-picker.spec.ts presses the real key).
 */
export function pressEnter(input: HTMLElement): void {
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
}
