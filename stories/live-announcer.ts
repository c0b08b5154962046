/**
 * react-aria announces a pending button through a live region that points at the button's
 * progress element by id; once the call settles that element is gone while the announcement
 * lingers for seconds, which axe reports as a dangling reference. Every story starts with the
 * region empty (preview's beforeEach), and a story that pressed a pending button empties it
 * at its end.
 */
export function clearAnnouncements() {
  document.querySelectorAll('[data-live-announcer] [role="log"]').forEach((log) => {
    log.replaceChildren();
  });
}
