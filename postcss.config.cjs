/**
 * Mantine's preset, and our mixins beside its own (`@mixin hover`, `@mixin smaller-than`…).
 * `@mixin visually-hidden;` takes an element off the screen and leaves it to screen readers: one
 * rule for the many places that hide a text only at some widths or states (a label an icon stands
 * for in a narrow pane, a table's headings while its rows are cards), where Mantine's
 * `VisuallyHidden`, always hidden, does not fit.
 */
module.exports = {
  plugins: {
    'postcss-preset-mantine': {
      mixins: {
        'visually-hidden': {
          position: 'absolute',
          width: '1px',
          height: '1px',
          overflow: 'hidden',
          'clip-path': 'inset(50%)',
          'white-space': 'nowrap',
        },
      },
    },
  },
};
