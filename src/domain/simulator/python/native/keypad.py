"""keypad (C in CircuitPython): Keys, KeyMatrix, Event and EventQueue.

On the board a background task scans each scanner every `interval` seconds and queues an Event
for every key that changed. Here the scan is lazy: whenever the program looks at a scanner's
events, it scans once if `interval` has passed since the last scan, driving the rows and reading
the columns through the circuit (_chispa), so the wiring decides what is read. A key pressed and
released again within one of the program's sleeps is not seen, where the board would queue both.
Each look at the queue takes a little time, as it does on the board, so a loop that only polls
`events.get()` still lets the clock run.
"""
import _chispa
from _chispa_hw import DEINITIALIZED, Pin, check_free, claim, release, to_float, to_int

# What one look at the queue costs on the board, in ms; charged to the clock a millisecond at a
# time, so that a polling loop does not cross into JavaScript on every look.
_LOOK_MS = 0.05
_owed_ms = 0.0
_REQUIRED = object()
_TOKEN = object()


def _spend(ms):
    global _owed_ms
    _owed_ms += ms
    if _owed_ms >= 1:
        _chispa.sleep(_owed_ms)
        _owed_ms = 0.0


def _ticks_ms():
    return int(_chispa.now()) % (1 << 29)  # supervisor.ticks_ms()


def _parse(args, kwargs, spec):
    """The firmware's argument parsing: spec is (name, keyword_only, default) per argument."""
    if len(args) > len(spec):
        raise TypeError("extra positional arguments given")
    values = []
    for i, (name, keyword_only, default) in enumerate(spec):
        if i < len(args):
            if keyword_only:
                raise TypeError("extra positional arguments given")
            values.append(args[i])
        elif name in kwargs:
            values.append(kwargs.pop(name))
        elif default is _REQUIRED:
            raise TypeError("'%s' argument required" % name)
        else:
            values.append(default)
    for name in kwargs:
        raise TypeError("unexpected keyword argument '%s'" % name)
    return values


def _pins_in(pins, arg):
    """The pins of a sequence, each a Pin and none twice."""
    found = []
    for pin in pins:
        if not isinstance(pin, Pin):
            raise TypeError("object in %s must be of type Pin, not %s" % (arg, type(pin).__name__))
        if pin in found:
            raise TypeError("%s contains duplicate pins" % arg)
        found.append(pin)
    return found


def _interval(value):
    if value is None:
        return 0.02
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError("interval must be of type float, not %s" % type(value).__name__)
    if value < 0:
        raise ValueError("interval must be >= 0")
    return float(value)


def _settings(interval, max_events, debounce_threshold):
    interval = _interval(interval)
    max_events = to_int(max_events)
    if max_events < 1:
        raise ValueError("max_events must be >= 1")
    debounce_threshold = to_int(debounce_threshold)
    if not 1 <= debounce_threshold <= 127:
        raise ValueError("debounce_threshold must be 1-127")
    return interval, max_events, debounce_threshold


class Event:
    """A key transition: Event(key_number=0, pressed=True, timestamp=None)."""

    def __init__(self, key_number=0, pressed=True, timestamp=None):
        key_number = to_int(key_number)
        if key_number < 0:
            raise ValueError("key_number must be >= 0")
        self._set(key_number, bool(pressed), _ticks_ms() if timestamp is None else timestamp)
        to_int(self._timestamp)

    def _set(self, key_number, pressed, timestamp):
        self._key_number = key_number
        self._pressed = pressed
        self._timestamp = timestamp

    @property
    def key_number(self):
        return self._key_number

    @property
    def pressed(self):
        return self._pressed

    @property
    def released(self):
        return not self._pressed

    @property
    def timestamp(self):
        return self._timestamp

    def __eq__(self, other):
        # Timestamps are left out, as the firmware does.
        return isinstance(other, Event) and (self._key_number, self._pressed) == (other._key_number, other._pressed)

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return (self._pressed << 15) + self._key_number

    def __repr__(self):
        return "<Event: key_number %d %s>" % (self._key_number, "pressed" if self._pressed else "released")


class EventQueue:
    """A scanner's queue of Events; only a scanner makes one."""

    def __init__(self, *args):
        if len(args) != 3 or args[0] is not _TOKEN:
            raise TypeError("cannot create 'EventQueue' instances")
        self._scanner = args[1]
        self._max = args[2]
        self._events = []
        self._overflowed = False

    def _look(self):
        _spend(_LOOK_MS)
        self._scanner._scan_maybe()

    def _record(self, key_number, pressed, timestamp):
        if len(self._events) >= self._max:
            self._overflowed = True  # the new event is dropped
            return
        self._events.append((key_number, pressed, timestamp))

    def get(self):
        self._look()
        if not self._events:
            return None
        event = Event()
        event._set(*self._events.pop(0))
        return event

    def get_into(self, event):
        if not isinstance(event, Event):
            raise TypeError("event must be of type Event, not %s" % type(event).__name__)
        self._look()
        if not self._events:
            return False
        event._set(*self._events.pop(0))
        return True

    def clear(self):
        self._events = []
        self._overflowed = False

    def __len__(self):
        self._look()
        return len(self._events)

    def __bool__(self):
        return len(self) > 0

    @property
    def overflowed(self):
        self._look()
        return self._overflowed

    def __repr__(self):
        return "<EventQueue>"  # a C object without a print of its own


class _Scanner:
    """What Keys and KeyMatrix share: the pins they hold, the debouncing, the lazy scan."""

    _events = None

    def _start(self, pins, interval, max_events, debounce_threshold):
        for pin in pins:
            check_free(pin)
        for pin in pins:
            claim(pin)
        self._pins = pins
        self._interval_ms = interval * 1000
        self._threshold = debounce_threshold
        # 0: not known yet, so the first scan queues nothing for keys already held.
        self._counters = [0] * self._key_count()
        self._events = EventQueue(_TOKEN, self, max_events)
        self._scan_now()

    def _check(self):
        if self._events is None:
            raise ValueError(DEINITIALIZED)

    def _scan_maybe(self):
        if self._events is not None and _chispa.now() >= self._next_scan:
            self._scan_now()

    def _scan_now(self):
        now = _chispa.now()
        self._next_scan = now + self._interval_ms
        timestamp = int(now) % (1 << 29)
        for key_number, is_pressed in enumerate(self._read_keys()):
            if self._debounce(key_number, is_pressed):
                self._events._record(key_number, is_pressed, timestamp)

    def _debounce(self, key_number, is_pressed):
        """Counts towards +threshold (pressed) or -threshold (released); crossing zero is a change.

        A count of 0 is a key not known yet: its first scan settles it without an event."""
        step = 1 if is_pressed else -1
        count = self._counters[key_number]
        if count * step >= self._threshold:
            return False
        count += step
        is_change = count == 0
        self._counters[key_number] = step * self._threshold if is_change else count
        return is_change

    @property
    def events(self):
        self._check()
        self._scan_maybe()
        return self._events

    @property
    def key_count(self):
        self._check()
        return self._key_count()

    def reset(self):
        """Takes every key as released, so keys held now give a pressed event."""
        self._check()
        self._counters = [-self._threshold] * self._key_count()
        self._scan_now()

    def deinit(self):
        if self._events is None:
            return
        for pin in self._pins:
            release(pin)
            _chispa.release(pin._id)
        self._events = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.deinit()

    def __repr__(self):
        return "<%s>" % type(self).__name__


_KEYS_ARGS = (
    ("pins", False, _REQUIRED),
    ("value_when_pressed", True, _REQUIRED),
    ("pull", True, True),
    ("interval", True, None),
    ("max_events", True, 64),
    ("debounce_threshold", True, 1),
)


class Keys(_Scanner):
    """Keys(pins, *, value_when_pressed, pull=True, interval=0.020, max_events=64, debounce_threshold=1)."""

    def __init__(self, *args, **kwargs):
        pins, value_when_pressed, pull, interval, max_events, threshold = _parse(args, kwargs, _KEYS_ARGS)
        pins = _pins_in(pins, "row_pins")  # the firmware names the argument so
        self._value_when_pressed = bool(value_when_pressed)
        settings = _settings(interval, max_events, threshold)
        pull_name = None
        if pull:
            pull_name = "down" if self._value_when_pressed else "up"
        for pin in pins:
            check_free(pin)
        for pin in pins:
            _chispa.drive_input(pin._id, pull_name)
        self._start(pins, *settings)

    def _key_count(self):
        return len(self._pins)

    def _read_keys(self):
        return [_chispa.read_digital(pin._id) == self._value_when_pressed for pin in self._pins]


_MATRIX_ARGS = (
    ("row_pins", False, _REQUIRED),
    ("column_pins", False, _REQUIRED),
    ("columns_to_anodes", True, True),
    ("interval", True, None),
    ("max_events", True, 64),
    ("debounce_threshold", True, 1),
)


class KeyMatrix(_Scanner):
    """KeyMatrix(row_pins, column_pins, *, columns_to_anodes=True, interval=0.020, max_events=64,
    debounce_threshold=1): key number row * len(column_pins) + column."""

    def __init__(self, *args, **kwargs):
        rows, columns, to_anodes, interval, max_events, threshold = _parse(args, kwargs, _MATRIX_ARGS)
        self._to_anodes = bool(to_anodes)
        settings = _settings(interval, max_events, threshold)
        rows = _pins_in(rows, "row_pins")
        columns = _pins_in(columns, "column_pins")
        for pin in rows:
            if pin in columns:
                raise TypeError("row_pins and column_pins contain duplicate pins")
        self._rows = rows
        self._columns = columns
        for pin in rows + columns:
            check_free(pin)
        for pin in rows + columns:
            _chispa.drive_input(pin._id, self._pull())
        self._start(rows + columns, *settings)

    def _pull(self):
        return "up" if self._to_anodes else "down"

    def _key_count(self):
        return len(self._rows) * len(self._columns)

    def _read_keys(self):
        # Each row in turn driven to the level that lights a key (low with columns to anodes),
        # the columns read, then back to a pulled input.
        pressed = []
        for row in self._rows:
            _chispa.drive_output(row._id, not self._to_anodes, False)
            for column in self._columns:
                pressed.append(_chispa.read_digital(column._id) != self._to_anodes)
            _chispa.drive_input(row._id, self._pull())
        return pressed

    def key_number_to_row_column(self, key_number):
        self._check()
        key_number = _in_range(key_number, self._key_count(), "key_number")
        return (key_number // len(self._columns), key_number % len(self._columns))

    def row_column_to_key_number(self, row, column):
        self._check()
        row = _in_range(row, len(self._rows), "row")
        column = _in_range(column, len(self._columns), "column")
        return row * len(self._columns) + column


def _in_range(value, count, arg):
    value = to_int(value)
    if not 0 <= value <= count:
        raise ValueError("%s must be %d-%d" % (arg, 0, count))
    return value
