"""Runs /code.py the way CircuitPython does, inside MicroPython.

- Imports: code.py may import what the board has and we simulate, plus the MicroPython
  built-ins CircuitPython shares. Anything else (machine, utime, adafruit_bme280...)
  fails with CircuitPython's `ImportError: no module named '...'`.
- input() prints its prompt and blocks until the page sends a line.
- The CIRCUITPY drive is read-only to code.py (no boot.py remount), so writing a file
  raises OSError 30.
- print() shows floats as the board does (6 significant digits, single precision) rather
  than as 17-digit doubles: `print(3.3 * 512 / 65535)` gives 0.0257816, not
  0.025781643396658272. str(), repr() and f-strings still give the long form.
- An uncaught exception is printed with sys.print_exception and handed to JavaScript,
  which tidies the frames; SystemExit ends the program quietly.
"""
import builtins

import _chispa_common

# Modules the shims provide: name -> the submodules it has.
_SIMULATED = {
    "adafruit_bus_device": ("i2c_device", "spi_device"),
    "adafruit_character_lcd": ("character_lcd", "character_lcd_i2c"),
    "adafruit_dht": (),
    # Its submodules, and the names `from adafruit_display_text import …` may take besides.
    "adafruit_display_text": (
        "bitmap_label", "label", "LabelBase", "wrap_text_to_lines", "wrap_text_to_pixels",
    ),
    "adafruit_displayio_ssd1306": (),
    "adafruit_framebuf": (),
    "adafruit_hcsr04": (),
    "adafruit_matrixkeypad": (),
    "adafruit_motor": ("servo",),
    "adafruit_pixelbuf": (),
    "adafruit_ssd1306": (),
    "analogio": (),
    "board": (),
    "busdisplay": (),
    "busio": (),
    "digitalio": (),
    "displayio": (),
    "i2cdisplaybus": (),
    "microcontroller": (),
    "neopixel": (),
    "neopixel_write": (),
    "keypad": (),
    "pulseio": (),
    "pwmio": (),
    "rainbowio": (),
    "rotaryio": (),
    "simpleio": (),
    "supervisor": (),
    "terminalio": (),
    "time": (),
}
# MicroPython's own modules that CircuitPython on the Pico has too.
_SHARED_BUILTINS = (
    "__future__", "array", "binascii", "builtins", "collections", "errno", "gc", "io",
    "json", "math", "micropython", "os", "random", "re", "struct", "sys",
)
_import = builtins.__import__
_open = builtins.open
_print = builtins.print


def _missing(name):
    return ImportError("no module named '%s'" % name)


def _check(name, fromlist):
    package, _, submodule = name.partition(".")
    if package in _SIMULATED:
        known = _SIMULATED[package]
        if submodule and submodule not in known:
            raise _missing(name)
        # `from adafruit_motor import motor`; MicroPython passes True here for its own lookups.
        if known and not submodule and isinstance(fromlist, tuple):
            for item in fromlist:
                if item not in known:
                    raise _missing(package + "." + item)
    elif name not in _SHARED_BUILTINS:
        raise _missing(name)


def _checked_import(name, globals=None, locals=None, fromlist=None, level=0):
    # Only code.py's imports (and its exec()s) are checked; modules import what they need.
    importer = globals.get("__name__") if globals else None
    if level == 0 and importer in (None, "__main__"):
        _check(name, fromlist)
    return _import(name, globals, locals, fromlist, level)


def _read_only_open(file, mode="r", *args, **kwargs):
    if "w" in mode or "a" in mode or "x" in mode or "+" in mode:
        raise OSError(30)  # EROFS; the traceback reads "[Errno 30] Read-only filesystem"
    return _chispa_common.board_open(file, mode, *args, **kwargs)


def _board_float(value):
    # MicroPython's float_print with 30-bit floats: "%.6g", plus ".0" when it looks like an int.
    text = "%.6g" % value
    if "." not in text and "e" not in text and "n" not in text:
        text += ".0"
    return text


def _board_repr(value):
    kind = type(value)
    if kind is float:
        return _board_float(value)
    if kind is list:
        return "[" + ", ".join([_board_repr(v) for v in value]) + "]"
    if kind is tuple:
        inner = ", ".join([_board_repr(v) for v in value])
        return "(" + inner + ("," if len(value) == 1 else "") + ")"
    return repr(value)


def _shown(value):
    """What print() writes for one argument, floats as the board prints them."""
    kind = type(value)
    if kind is float:
        return _board_float(value)
    if kind is tuple or kind is list:
        return _board_repr(value)
    return value


def _board_print(*args, **kwargs):
    _print(*[_shown(arg) for arg in args], **kwargs)


def install():
    builtins.__import__ = _checked_import
    builtins.input = _chispa_common.board_input
    builtins.open = _read_only_open
    builtins.print = _board_print


def run():
    with _open("/code.py") as file:
        _chispa_common.run_program("code.py", file.read())
