import { EARLY_PRESS_SCRIPT } from './use-kept-press';

/**
 * The early script of useKeptPress. Rendered with the form, React puts it
 * at the start of the page (an async script is a resource it hoists), so
 * the browser asks for it while reading the page, before the first paint
 * lets Next's scripts load. It needs no nonce: it is one of ours ('self').
 */
export function EarlyPressScript() {
  return <script async src={EARLY_PRESS_SCRIPT} />;
}
