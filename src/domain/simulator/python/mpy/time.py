"""time (and utime: the same module) as MicroPython has it on a Pico W.

The clock is the simulator's: it starts when main.py starts. ticks_* wrap at 2**30, as
MicroPython's small-int ticks do, so ticks_diff()/ticks_add() are needed as on the board.
The RTC starts at 2021-01-01 00:00:00, where the rp2 port sets it at power on, with
MicroPython's 1970 epoch.
"""
import _chispa
import _mpy_hw

_TICKS_PERIOD = 1 << 30
_TICKS_MAX = _TICKS_PERIOD - 1
_TICKS_HALF = _TICKS_PERIOD // 2
_RTC_START = 1609459200  # 2021-01-01 00:00:00 since 1970
_MONTH_DAYS = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def _number(value):
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return value
    raise TypeError("can't convert %s to float" % type(value).__name__)


def sleep(seconds):
    _mpy_hw.sleep_ms(max(0, _number(seconds) * 1000))


def sleep_ms(ms):
    _mpy_hw.sleep_ms(max(0, _mpy_hw.to_int(ms)))


def sleep_us(us):
    _mpy_hw.sleep_ms(max(0, _mpy_hw.to_int(us)) / 1000)


def ticks_ms():
    _mpy_hw.service()
    return int(_chispa.now()) & _TICKS_MAX


def ticks_us():
    _mpy_hw.service()
    return int(_chispa.now() * 1000) & _TICKS_MAX


def ticks_cpu():
    return ticks_us()


def ticks_diff(end, start):
    return ((_mpy_hw.to_int(end) - _mpy_hw.to_int(start) + _TICKS_HALF) & _TICKS_MAX) - _TICKS_HALF


def ticks_add(ticks, delta):
    return (_mpy_hw.to_int(ticks) + _mpy_hw.to_int(delta)) & _TICKS_MAX


def time():
    return _RTC_START + int(_chispa.now() // 1000)


def time_ns():
    return (_RTC_START * 1000 + int(_chispa.now())) * 1000000


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _month_days(year, month):
    return 29 if month == 2 and _is_leap(year) else _MONTH_DAYS[month - 1]


def localtime(secs=None):
    """(year, month, mday, hour, minute, second, weekday, yearday); Monday is 0."""
    secs = time() if secs is None else int(_number(secs))
    days, rest = divmod(secs, 86400)
    weekday = (days + 3) % 7  # 1970-01-01 was a Thursday
    year = 1970
    while days >= (366 if _is_leap(year) else 365):
        days -= 366 if _is_leap(year) else 365
        year += 1
    yearday = days + 1
    month = 1
    while days >= _month_days(year, month):
        days -= _month_days(year, month)
        month += 1
    return (year, month, days + 1, rest // 3600, rest // 60 % 60, rest % 60, weekday, yearday)


gmtime = localtime


def mktime(t):
    year, month, mday, hour, minute, second = [_mpy_hw.to_int(v) for v in t[:6]]
    days = sum(366 if _is_leap(y) else 365 for y in range(1970, year))
    days += sum(_month_days(year, m) for m in range(1, month))
    return (days + mday - 1) * 86400 + hour * 3600 + minute * 60 + second
