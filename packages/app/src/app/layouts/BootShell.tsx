/**
 * The app's frame while the first route loads (the root's HydrateFallback): the same markup
 * as the frame index.html paints before any script runs, styled by index.html's own
 * `.keel-boot*` rules, so the page never goes blank between the two. Part of the entry chunk.
 */
export function BootShell() {
  return (
    <div className="keel-boot" aria-busy="true">
      <div className="keel-boot-rail">
        <span className="keel-boot-logo" />
      </div>
      <div className="keel-boot-main">
        <p className="keel-boot-text" role="status">
          Loading Keel…
        </p>
        <div className="keel-boot-line keel-boot-title" />
        <div className="keel-boot-line" />
        <div className="keel-boot-line" />
        <div className="keel-boot-line keel-boot-short" />
      </div>
    </div>
  );
}
