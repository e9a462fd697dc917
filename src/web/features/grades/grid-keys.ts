/** A cell of a spreadsheet-like grid: row and column, from 0. */
export interface GridPosition {
  row: number;
  col: number;
}

const PAGE_ROWS = 5;

/**
 * Where a key moves the focus in a grid of `rows` × `cols` (WAI-ARIA grid pattern): arrows one
 * cell, Home/End the row's ends, Ctrl+Home/End the grid's corners, PageUp/PageDown five rows.
 * Null when the key is not one of them (the browser keeps it: Enter follows the cell's link).
 */
export const moveInGrid = (
  at: GridPosition,
  key: string,
  size: { rows: number; cols: number },
  ctrl = false,
): GridPosition | null => {
  const clamp = (row: number, col: number) => ({
    row: Math.max(0, Math.min(size.rows - 1, row)),
    col: Math.max(0, Math.min(size.cols - 1, col)),
  });
  switch (key) {
    case 'ArrowUp':
      return clamp(at.row - 1, at.col);
    case 'ArrowDown':
      return clamp(at.row + 1, at.col);
    case 'ArrowLeft':
      return clamp(at.row, at.col - 1);
    case 'ArrowRight':
      return clamp(at.row, at.col + 1);
    case 'Home':
      return ctrl ? clamp(0, 0) : clamp(at.row, 0);
    case 'End':
      return ctrl ? clamp(size.rows - 1, size.cols - 1) : clamp(at.row, size.cols - 1);
    case 'PageUp':
      return clamp(at.row - PAGE_ROWS, at.col);
    case 'PageDown':
      return clamp(at.row + PAGE_ROWS, at.col);
    default:
      return null;
  }
};
