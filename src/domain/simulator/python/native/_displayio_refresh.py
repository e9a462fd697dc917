"""displayio's auto refresh (C on the board): what the display must still draw, and when.

On the board the display refreshes in the background about 60 times a second, sending only
what changed. Here every change a display may show calls `changed()`, and the display
refreshes (busdisplay.py) when the program sleeps (a task time.sleep runs first), on
`display.refresh()`, or, for a program that never sleeps (`while True: pass`), from
micropython.schedule: a scheduled callback runs at the program's next jump, so ticks keep
coming while any loop spins, and after enough of them (a frame's worth) the display refreshes.
"""
import micropython
import time

import _chispa

# The one display and display bus a Pico drives (CIRCUITPY_DISPLAY_LIMIT is 1 on the RP2040).
display = None
bus = None

# Loop turns (ticks) between two refreshes of a program that never sleeps: about a frame of
# the board's time, in a loop that does a little work each turn.
TURNS_PER_FRAME = 1000

is_dirty = False
is_scheduled = False
turns = 0
held = 0
# Set while a Bitmap changes: a tick that comes then (the change's own jumps) leaves the next
# tick to the change's changed(), so that a loop of pixel writes pays for few ticks.
is_mutating = False


def schedule():
    global is_scheduled
    if is_scheduled:
        return
    try:
        micropython.schedule(tick, None)
        is_scheduled = True
    except RuntimeError:  # the queue is full: the next change or sleep tries again
        pass


def changed():
    """Something a display may show changed: it refreshes soon if it refreshes by itself."""
    global is_dirty, is_mutating
    is_mutating = False
    is_dirty = True
    if not is_scheduled and held == 0 and display is not None and display._auto_refresh:
        schedule()


def hold():
    """Keeps the display from refreshing while a change takes several steps (a Label's text)."""
    global held
    held += 1


def release():
    global held
    held -= 1
    if held == 0 and is_dirty:
        changed()


def tick(_):
    # Runs at every jump of the program while something is left to draw: keep it short.
    global is_scheduled, turns, is_mutating
    is_scheduled = False
    if is_mutating:
        is_mutating = False
        return
    shown = display
    if held or not is_dirty or shown is None or not shown._auto_refresh:
        return
    turns += 1
    # A frame's time is checked on the first turn and every 32nd (it is a call into JavaScript).
    if turns < TURNS_PER_FRAME and (
        (turns & 31 and turns != 1) or _chispa.now() - shown._refreshed_at < shown._frame_ms
    ):
        is_scheduled = True
        micropython.schedule(tick, None)
    elif not refresh(shown):
        schedule()  # the program holds the I2C bus: try again later, as the board does


def refresh(shown):
    """An auto refresh, which must never raise into the program it runs beside."""
    try:
        return shown._refresh()
    except Exception:  # a bus the program deinitialized, say: the board just stops drawing
        return True


def refreshed():
    """The display starts a refresh: everything changed so far is being drawn."""
    global is_dirty, turns
    is_dirty = False
    turns = 0


def before_sleep():
    """time.sleep's background task: refreshes what changed before the program sleeps.

    A refresh that is due holds the program up, as the board's does (its I2C writes block).
    One that is not due yet would come during the sleep on the board: the sleep counts it.
    """
    shown = display
    if shown is None or not shown._auto_refresh or not is_dirty or held:
        return 0
    start = _chispa.now()
    is_due = start - shown._refreshed_at >= shown._frame_ms
    refresh(shown)
    return 0 if is_due else _chispa.now() - start


time._background_tasks.append(before_sleep)


def claim_bus(new_bus):
    global bus
    if bus is not None:
        raise RuntimeError("Too many display busses; forgot displayio.release_displays() ?")
    bus = new_bus


def free_bus(old_bus):
    global bus
    if bus is old_bus:
        bus = None


def uncover(area):
    """A layer left the screen: its area must be drawn over at the next refresh."""
    if display is not None:
        display._uncovered.append(area)
