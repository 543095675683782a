// Runs before the first paint (a classic script in <head>): applies the saved
// theme so a dark-theme user never sees a light flash. src/lib/theme swaps in
// the design system's theme class once the app starts. The server's CSP
// forbids inline scripts, so this is a hashed file of its own.
(function () {
  var saved = null;
  try {
    saved = JSON.parse(window.localStorage.getItem('keel.theme'));
  } catch (_error) {
    saved = null;
  }
  var dark =
    saved === 'dark' ||
    (saved !== 'light' &&
      window.matchMedia &&
      window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.setAttribute('data-theme', dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
  // Pages outside the shell (sign-in, public links) load without the frame's rail.
  var path = window.location.pathname;
  if (/^\/(auth|public)(\/|$)|^\/(projects\/reports|reports\/status)\/viewer\//.test(path)) {
    root.setAttribute('data-boot', 'bare');
  }
})();
