/**
 * A box out of sight and out of the accessibility tree, where parts can still be laid out and
 * measured: the off-screen circuit of a thumbnail, the canvas's part pictures. `mark` names it in
 * the DOM (`data-{mark}`), for whoever looks at the page.
 */
export const createHiddenHost = (mark: string): HTMLDivElement => {
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.inert = true;
  host.setAttribute(`data-${mark}`, '');
  Object.assign(host.style, {
    position: 'fixed',
    left: '-100000px',
    top: '0',
    visibility: 'hidden',
    pointerEvents: 'none',
    contain: 'layout paint',
  });
  document.body.append(host);
  return host;
};
