"""rotaryio (C in CircuitPython): IncrementalEncoder(pin_a, pin_b, divisor=4).

On the Pico a PIO state machine follows the two pins in the background, so the pins must be
neighbours (GP10 and GP11, in either order), both get pull-ups, and every change of the pair
moves a quarter step. Here the changes are decoded lazily, whenever the program reads
`position`: the edges the parts drove on both pins since the last read (_chispa.edges), in time
order, so no detent is lost however long the program slept. Each read takes a little time, as
on the board, so a loop that only reads `position` still lets the clock run.
"""
import _chispa
from _chispa_hw import DEINITIALIZED, check_free, claim, release, to_int

# What one read of position costs on the board, in ms; charged to the clock a millisecond at a
# time, so that a polling loop does not cross into JavaScript on every read.
_READ_MS = 0.02
_owed_ms = 0.0

# (previous state << 2 | new state) -> quarter steps, state = A << 1 | B. Clockwise is A falling
# first from the detent (11 -> 01 -> 00 -> 10 -> 11); a jump of both pins counts nothing.
_QUARTERS = (0, -1, 1, 0, 1, 0, 0, -1, -1, 0, 0, 1, 0, 1, -1, 0)


def _spend(ms):
    global _owed_ms
    _owed_ms += ms
    if _owed_ms >= 1:
        _chispa.sleep(_owed_ms)
        _owed_ms = 0.0


def _edges(pin, since_us, until_us):
    text = _chispa.edges(pin._id, since_us)
    found = []
    if text:
        for item in text.split(";"):
            at, level = item.split(",")
            at = float(at)
            if at <= until_us:
                found.append((at, 1 if level == "1" else 0))
    return found


class IncrementalEncoder:
    """The relative position of a quadrature encoder, in detents of `divisor` quarter steps."""

    def __init__(self, pin_a, pin_b, divisor=4):
        check_free(pin_a, "pin_a")
        check_free(pin_b, "pin_b")
        if abs(pin_a._number - pin_b._number) != 1:
            raise RuntimeError("Pins must be sequential GPIO pins")
        divisor = to_int(divisor)
        claim(pin_a, "pin_a")
        claim(pin_b, "pin_b")
        self._pins = (pin_a, pin_b)
        for pin in self._pins:
            _chispa.drive_input(pin._id, "up")
        self._a = 1 if _chispa.read_digital(pin_a._id) else 0
        self._b = 1 if _chispa.read_digital(pin_b._id) else 0
        self._since_us = _chispa.now() * 1000
        self._position = 0
        self._quarters = 0
        self._divisor = divisor

    def _check(self):
        if self._pins is None:
            raise ValueError(DEINITIALIZED)

    def _update(self):
        """Counts the quarter steps in the edges since the last read."""
        now_us = _chispa.now() * 1000
        if now_us <= self._since_us:
            return
        pin_a, pin_b = self._pins
        changes = [(at, 0, level) for at, level in _edges(pin_a, self._since_us, now_us)]
        changes += [(at, 1, level) for at, level in _edges(pin_b, self._since_us, now_us)]
        self._since_us = now_us
        changes.sort()
        for _at, which, level in changes:
            state = self._a << 1 | self._b
            if which == 0:
                self._a = level
            else:
                self._b = level
            new_state = self._a << 1 | self._b
            if new_state != state:
                self._step(_QUARTERS[state << 2 | new_state])

    def _step(self, quarters):
        self._quarters += quarters
        if self._quarters >= self._divisor:
            self._position += 1
            self._quarters = 0
        elif self._quarters <= -self._divisor:
            self._position -= 1
            self._quarters = 0

    @property
    def position(self):
        self._check()
        _spend(_READ_MS)
        self._update()
        return self._position

    @position.setter
    def position(self, value):
        self._check()
        self._update()
        self._position = to_int(value)

    @property
    def divisor(self):
        self._check()
        return self._divisor

    @divisor.setter
    def divisor(self, value):
        self._check()
        self._update()
        self._divisor = to_int(value)

    def deinit(self):
        if self._pins is None:
            return
        for pin in self._pins:
            release(pin)
            _chispa.release(pin._id)
        self._pins = None

    def __repr__(self):
        return "<IncrementalEncoder>"

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.deinit()
