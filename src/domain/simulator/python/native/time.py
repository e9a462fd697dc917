"""time as CircuitPython has it (circuitpython-pico.md §5).

No sleep_ms, sleep_us, ticks_ms or ticks_diff: those are MicroPython's, and code that uses
them gets CircuitPython's AttributeError. The clock starts when code.py starts; the RTC
starts at 2000-01-01 00:00:00, as on a board without a battery.
"""
from collections import namedtuple

import _chispa
from _chispa_hw import to_float, to_int

_EPOCH_2000 = 946684800  # 2000-01-01 in seconds since 1970
_MONTH_DAYS = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)

_StructTime = namedtuple(
    "struct_time",
    ("tm_year", "tm_mon", "tm_mday", "tm_hour", "tm_min", "tm_sec", "tm_wday", "tm_yday", "tm_isdst"),
)


def struct_time(fields):
    """struct_time((year, month, mday, hour, minute, second, wday, yday, isdst))."""
    return _StructTime(*fields)


# Work the board does in the background, run as code.py goes to sleep (displayio's auto
# refresh). Each returns the ms it took that the board would have spent within the sleep.
_background_tasks = []


def sleep(seconds):
    seconds = to_float(seconds)
    if seconds < 0:
        raise ValueError("seconds must be >= 0")
    ms = int(seconds * 1000 + 0.5)  # millisecond resolution, as the firmware
    for task in _background_tasks:
        ms -= task()
    _chispa.sleep(max(0, ms))


def monotonic():
    return int(_chispa.now()) / 1000  # millisecond resolution, as the firmware


def monotonic_ns():
    return int(_chispa.now() * 1000000)


def time():
    return _EPOCH_2000 + int(_chispa.now() // 1000)


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _days_in_month(year, month):
    return 29 if month == 2 and _is_leap(year) else _MONTH_DAYS[month - 1]


def localtime(secs=None):
    secs = time() if secs is None else int(to_float(secs))
    if secs < _EPOCH_2000:
        raise OverflowError("timestamp out of range for platform time_t")
    days, rest = divmod(secs - _EPOCH_2000, 86400)
    weekday = (days + 5) % 7  # 2000-01-01 was a Saturday; Monday is 0
    year = 2000
    while days >= (366 if _is_leap(year) else 365):
        days -= 366 if _is_leap(year) else 365
        year += 1
    yearday = days + 1
    month = 1
    while days >= _days_in_month(year, month):
        days -= _days_in_month(year, month)
        month += 1
    return _StructTime(year, month, days + 1, rest // 3600, rest // 60 % 60, rest % 60, weekday, yearday, -1)


def mktime(t):
    if len(t) != 9:
        raise TypeError("function takes exactly 9 arguments")
    year, month, mday, hour, minute, second = [to_int(v) for v in t[:6]]
    if year < 2000:
        raise OverflowError("timestamp out of range for platform time_t")
    days = sum(366 if _is_leap(y) else 365 for y in range(2000, year))
    days += sum(_days_in_month(year, m) for m in range(1, month))
    return _EPOCH_2000 + (days + mday - 1) * 86400 + hour * 3600 + minute * 60 + second
