"""pulseio.PulseIn (issue 24): the lengths of the pulses a part drives on a pin, in microseconds.

On the board a PIO state machine records them in the background. Here they are read from the
edges the device models drive on the pin's net (`_chispa.edges`), whenever the program looks:
the same pulses, timed by the run's clock.
"""
import _chispa
from _chispa_hw import PinOwner, claim, to_int

_MAX_PULSE_US = 65535


def _now_us():
    return _chispa.now() * 1000


class PulseIn(PinOwner):
    """PulseIn(pin, maxlen=2, *, idle_state=False)."""

    def __init__(self, pin, maxlen=2, *, idle_state=False):
        claim(pin)
        self._pin = pin
        self._maxlen = to_int(maxlen)
        self._idle_state = bool(idle_state)
        self._pulses = []
        self._paused = False
        # Edges are taken from this time on; the previous edge starts the next pulse.
        self._since = _now_us()
        self._previous_edge = None
        _chispa.drive_input(pin._id, "up" if self._idle_state else None)

    def _collect(self):
        if self._paused or self._pin is None:
            return
        # The edges up to a time taken first: on the page's real clock time passes during the call,
        # and an edge after `until` is read by the next look, never lost between two.
        until = _now_us()
        text = _chispa.edges(self._pin._id, self._since)
        self._since = until
        if not text:
            return
        for item in text.split(";"):
            at, level = item.split(",")
            at = float(at)
            if at > until:
                break
            if self._previous_edge is not None:
                self._push(int(min(at - self._previous_edge, _MAX_PULSE_US)))
            self._previous_edge = at

    def _push(self, length):
        self._pulses.append(length)
        if len(self._pulses) > self._maxlen:
            self._pulses.pop(0)

    @property
    def maxlen(self):
        self._check()
        return self._maxlen

    @property
    def paused(self):
        self._check()
        return self._paused

    def pause(self):
        self._check()
        self._collect()
        self._paused = True

    def resume(self, trigger_duration=0):
        self._check()
        trigger_duration = to_int(trigger_duration)
        self._paused = False
        self._previous_edge = None
        # Listening starts with the trigger, not after it: on the page's real clock the return
        # from the trigger takes time, and a device answers 30 µs after it (a DHT's first edges).
        self._since = _now_us()
        if trigger_duration > 0:
            # The firmware drives the pin to the opposite of idle_state for this long, then listens.
            _chispa.pulse_trigger(self._pin._id, not self._idle_state, trigger_duration)
            _chispa.drive_input(self._pin._id, "up" if self._idle_state else None)

    def clear(self):
        self._check()
        self._collect()
        self._pulses = []

    def popleft(self):
        self._check()
        self._collect()
        if not self._pulses:
            raise IndexError("pop from empty PulseIn")
        return self._pulses.pop(0)

    def __len__(self):
        self._check()
        self._collect()
        return len(self._pulses)

    def __bool__(self):
        return len(self) > 0

    def __getitem__(self, index):
        self._check()
        self._collect()
        if isinstance(index, slice):
            raise TypeError("PulseIn indices must be integers, not slice")
        index = to_int(index)
        if index < 0:
            index += len(self._pulses)
        if index < 0 or index >= len(self._pulses):
            raise IndexError("PulseIn index out of range")
        return self._pulses[index]
