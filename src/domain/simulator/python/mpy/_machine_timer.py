"""machine.Timer for the rp2 port: software timers on the simulated clock.

Timer(id=-1, *, mode=PERIODIC, period=…, freq=…, tick_hz=1000, callback=None). A periodic
timer falls due every period from its start (the alarm is re-armed from its due time, not
from when the callback ran). Callbacks run as _mpy_hw describes: between the program's steps.
"""
import _chispa
import _mpy_hw
from _mpy_hw import to_int

ONE_SHOT = 0
PERIODIC = 1


class Timer:
    ONE_SHOT = ONE_SHOT
    PERIODIC = PERIODIC

    def __init__(self, id=-1, *args, **kwargs):
        if to_int(id) != -1:
            raise ValueError("Timer doesn't exist")
        self._mode = PERIODIC
        self._period_ms = 0
        self._callback = None
        self.due = 0
        if args or kwargs:
            self.init(*args, **kwargs)

    def init(self, *, mode=PERIODIC, callback=None, period=0xFFFFFFFF, tick_hz=1000, freq=None):
        self.deinit()
        self._mode = to_int(mode)
        if freq is not None:
            period_us = int(1000000 / freq)
        else:
            period_us = to_int(period) * 1000000 // to_int(tick_hz)
        self._period_ms = max(period_us, 1) / 1000
        self._callback = callback
        self.due = _chispa.now() + self._period_ms
        _mpy_hw.timers.append(self)

    def deinit(self):
        if self in _mpy_hw.timers:
            _mpy_hw.timers.remove(self)

    def _fire(self):
        if self._mode == ONE_SHOT:
            self.deinit()
        else:
            self.due += self._period_ms
        if self._callback is not None:
            self._callback(self)

    def __repr__(self):
        mode = "ONE_SHOT" if self._mode == ONE_SHOT else "PERIODIC"
        return "Timer(mode=%s, tick_hz=1000000, period=%u)" % (mode, int(self._period_ms * 1000))
