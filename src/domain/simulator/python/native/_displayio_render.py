"""Finds what changed on a display, draws it into a canvas and packs that into SSD1306 pages
(C on the board).

Each TileGrid remembers where it drew and what (`_key`, `_area`); a refresh walks the tree
and takes, for every TileGrid whose place or content changed, the area it left and the one
it covers now (only the changed part of its bitmap when that is all).

A canvas is one area of the display in logical coordinates (the program's, before rotation):
a bytearray of 0 and 1, one byte a pixel, row by row. Python is slow pixel by pixel, so rows
move as slices, and a palette with transparency is applied to a whole row at once: a row of
0/1 bytes read as one big int is 0x0101…01 at most, so AND, OR and XOR with such ints mask
whole rows without carries. Only what that cannot do (values above 1, flip_x, transpose_xy)
goes pixel by pixel.
"""

import displayio

_ones_by_width = {}


def _ones(width):
    """The int whose `width` little-endian bytes are all 1."""
    ones = _ones_by_width.get(width)
    if ones is None:
        ones = int.from_bytes(b"\x01" * width, "little")
        _ones_by_width[width] = ones
    return ones


def _span(tilegrid, v, u0, u1):
    """Grid row `v`, columns u0 to u1 (unscaled pixels of the grid), as bitmap value bytes."""
    bitmap = tilegrid._bitmap
    tw = tilegrid._tile_width
    th = tilegrid._tile_height
    tiles_across = bitmap._w // tw
    data = bitmap._data
    row_in_tile = v % th
    first = (v // th) * tilegrid._width
    parts = []
    u = u0
    while u < u1:
        offset = u % tw
        length = min(tw - offset, u1 - u)
        tile = tilegrid._tiles[first + u // tw]
        y = (tile // tiles_across) * th + row_in_tile
        if y < bitmap._h:
            start = y * bitmap._w + (tile % tiles_across) * tw + offset
            parts.append(data[start : start + length])
        else:
            parts.append(bytes(length))
        u += length
    return parts[0] if len(parts) == 1 else b"".join(parts)


def _scaled(row, scale):
    if scale == 1:
        return row
    runs = (b"\x00" * scale, b"\x01" * scale)
    return b"".join([runs[value] for value in row])


def paint(tilegrid, ax, ay, scale, canvas, area):
    """Draws a TileGrid whose top left is at (ax, ay), at `scale`, over the canvas of `area`."""
    rx0, ry0, rx1, ry1 = area
    box_w, box_h = tilegrid._box()
    x0 = max(rx0, ax)
    x1 = min(rx1, ax + box_w * scale)
    y0 = max(ry0, ay)
    y1 = min(ry1, ay + box_h * scale)
    if x0 >= x1 or y0 >= y1:
        return
    shader = tilegrid._pixel_shader
    bitmap = tilegrid._bitmap
    if bitmap._wide or tilegrid._flip_x or tilegrid._transpose_xy:
        _paint_pixels(tilegrid, ax, ay, scale, canvas, area, (x0, y0, x1, y1))
        return
    zero = shader._shade(0)
    one = shader._shade(1)
    if zero is None and one is None:
        return
    width = rx1 - rx0
    n = x1 - x0
    if zero == one:
        fill = (b"\x00", b"\x01")[zero] * n
        for y in range(y0, y1):
            start = (y - ry0) * width + x0 - rx0
            canvas[start : start + n] = fill
        return
    ones = _ones(n)
    u0 = (x0 - ax) // scale
    u1 = (x1 - 1 - ax) // scale + 1
    lead = x0 - ax - u0 * scale
    grid_h = tilegrid._height * tilegrid._tile_height
    view = memoryview(canvas)
    last_v = -1
    source = None
    for y in range(y0, y1):
        v = (y - ay) // scale
        if tilegrid._flip_y:
            v = grid_h - 1 - v
        if v != last_v:
            row = _scaled(_span(tilegrid, v, u0, u1), scale)
            source = row if lead == 0 and len(row) == n else row[lead : lead + n]
            last_v = v
        start = (y - ry0) * width + x0 - rx0
        if zero == 0 and one == 1:
            canvas[start : start + n] = source
            continue
        bits = int.from_bytes(source, "little")
        if zero == 1 and one == 0:
            out = ones ^ bits
        else:
            under = int.from_bytes(view[start : start + n], "little")
            if zero is None:  # value 0 transparent: value 1 draws `one`
                out = under | bits if one else under & (ones ^ bits)
            else:  # value 1 transparent: value 0 draws `zero`
                out = under | (ones ^ bits) if zero else under & bits
        canvas[start : start + n] = out.to_bytes(n, "little")


def _paint_pixels(tilegrid, ax, ay, scale, canvas, area, clip):
    rx0, ry0, rx1, _ = area
    x0, y0, x1, y1 = clip
    width = rx1 - rx0
    bitmap = tilegrid._bitmap
    data = bitmap._data
    tw = tilegrid._tile_width
    th = tilegrid._tile_height
    tiles_across = bitmap._w // tw
    grid_w = tilegrid._width * tw
    grid_h = tilegrid._height * th
    tiles = tilegrid._tiles
    shade = tilegrid._pixel_shader._shade
    transpose = tilegrid._transpose_xy
    for y in range(y0, y1):
        b = (y - ay) // scale
        base = (y - ry0) * width - rx0
        for x in range(x0, x1):
            a = (x - ax) // scale
            u, v = (b, a) if transpose else (a, b)
            if tilegrid._flip_x:
                u = grid_w - 1 - u
            if tilegrid._flip_y:
                v = grid_h - 1 - v
            tile = tiles[(v // th) * tilegrid._width + u // tw]
            by = (tile // tiles_across) * th + v % th
            if by >= bitmap._h:
                continue
            color = shade(data[by * bitmap._w + (tile % tiles_across) * tw + u % tw])
            if color is not None:
                canvas[base + x] = color


def pages(rows, width):
    """Packs 8 rows a page (each `width` 0/1 bytes, top row first) into page bytes, LSB on top.

    `rows` gives, for each page, its 8 rows as (bytes, byteorder): a row read 'big' is reversed.
    """
    out = bytearray()
    for page in rows:
        packed = 0
        for bit, (row, order) in enumerate(page):
            packed |= int.from_bytes(row, order) << bit
        out += packed.to_bytes(width, "little")
    return out


def merge(rects):
    """Joins overlapping rectangles (x0, y0, x1, y1) until none overlap."""
    rects = list(rects)
    merged = True
    while merged:
        merged = False
        for i in range(len(rects)):
            for j in range(i + 1, len(rects)):
                a, b = rects[i], rects[j]
                if a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]:
                    rects[i] = (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))
                    rects.pop(j)
                    merged = True
                    break
            if merged:
                break
    return rects


def walk(group, x, y, scale, hidden, areas, layers):
    """Notes, for every TileGrid under `group`, what changed and where it draws now."""
    for layer in group._layers:
        lx = x + layer._x * scale
        ly = y + layer._y * scale
        if isinstance(layer, displayio.Group):
            walk(layer, lx, ly, scale * layer._scale, hidden or layer._hidden, areas, layers)
        else:
            _track(layer, lx, ly, scale, hidden or layer._hidden, areas)
            if layer._area is not None:
                layers.append((layer, lx, ly, scale))


def _track(tilegrid, x, y, scale, hidden, areas):
    area = None
    key = None
    if not hidden:
        w, h = tilegrid._box()
        area = (x, y, x + w * scale, y + h * scale)
        shader = tilegrid._pixel_shader
        key = (x, y, scale, tilegrid._version, tilegrid._bitmap, shader, shader._version)
    if key != tilegrid._key:
        if tilegrid._area is not None:
            areas.append(tilegrid._area)
        if area is not None:
            areas.append(area)
        tilegrid._key = key
        tilegrid._area = area
    elif area is not None and tilegrid._bitmap._dirty is not None:
        areas.append(_bitmap_area(tilegrid, x, y, scale))


def _bitmap_area(tilegrid, x, y, scale):
    """Where the changed part of a TileGrid's bitmap shows (all of it, unless that is simple)."""
    bitmap = tilegrid._bitmap
    shows_bitmap_once = (
        tilegrid._width * tilegrid._height == 1
        and tilegrid._tile_width == bitmap._w
        and tilegrid._tile_height == bitmap._h
    )
    if tilegrid._transpose_xy or not shows_bitmap_once:
        w, h = tilegrid._box()
        return (x, y, x + w * scale, y + h * scale)
    x0, y0, x1, y1 = bitmap._dirty
    if tilegrid._flip_x:
        x0, x1 = bitmap._w - x1, bitmap._w - x0
    if tilegrid._flip_y:
        y0, y1 = bitmap._h - y1, bitmap._h - y0
    return (x + x0 * scale, y + y0 * scale, x + x1 * scale, y + y1 * scale)
