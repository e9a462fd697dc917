"""What the MicroPython shims share: GPIO numbers, and the work the board does between the
program's steps (Timer callbacks and Pin IRQ handlers).

On a Pico, a Timer or a pin edge interrupts the program and MicroPython schedules the Python
callback to run between two bytecodes. Here the program is the only thread, so the callbacks
run at the points where it hands control to the board: every sleep (split at each Timer's due
time, and every POLL_MS while a pin has an IRQ, so an edge is seen within POLL_MS of simulated
time) and every call into machine or time. A loop that never calls the board never sees them,
where a Pico would: the gap is small, since such a loop does nothing a student can watch.

An exception raised by a callback is raised in the program, as MicroPython's scheduler does.
"""
import _chispa
from _chispa_common import to_int

POLL_MS = 5

# Objects with `due` (ms of the run) and `_fire()`: the running Timers.
timers = []
# Pins with an IRQ handler: each has `_watch()`, which calls the handler on an edge.
watched = []
_busy = False


def service():
    """Runs what is due now: pin edges first, then each Timer as many times as it fell due."""
    global _busy
    if _busy or not (timers or watched):
        return
    _busy = True
    try:
        for pin in list(watched):
            pin._watch()
        now = _chispa.now()
        for timer in sorted(timers, key=lambda t: t.due):
            while timer in timers and timer.due <= now:
                timer._fire()
    finally:
        _busy = False


def sleep_ms(ms):
    """Sleeps `ms` of simulated time, running callbacks when they fall due."""
    end = _chispa.now() + ms
    service()
    while True:
        now = _chispa.now()
        if now >= end:
            return
        step = end - now
        if not _busy:
            if watched:
                step = min(step, POLL_MS)
            for timer in timers:
                step = min(step, max(timer.due - now, 0.001))
        _chispa.sleep(step)
        service()
