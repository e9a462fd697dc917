"""Runs /main.py the way MicroPython v1.24 on a Pico W does, inside MicroPython (WASM).

- Imports: main.py may import the Pico W's built-in modules that this interpreter has too, the
  ones we simulate (machine, time, neopixel, framebuf, ssd1306), and their `u` names (utime is
  time, as the firmware's legacy aliases make it). Anything else, CircuitPython's board and
  digitalio among them, fails with MicroPython's `ImportError: no module named '...'`. Not
  simulated yet, so not importable: network, rp2, _thread, bluetooth, dht, onewire, asyncio.
- input() prints its prompt and blocks until the page sends a line.
- print() shows floats as the Pico does: single precision, 7 significant digits
  (`print(1/3)` gives 0.3333333). str(), repr() and f-strings still give the long form.
- An uncaught exception is printed with sys.print_exception and handed to JavaScript;
  SystemExit ends the program quietly.
"""
import builtins
import struct

import _chispa_common

# languages.ts lists the same (MICROPYTHON_MODULES) for the editor; a test imports each.
_SIMULATED = ("framebuf", "machine", "neopixel", "ssd1306", "time")
# The Pico W firmware's modules that the WASM interpreter has as well.
_SHARED_BUILTINS = (
    "__future__", "array", "binascii", "builtins", "cmath", "collections", "deflate",
    "errno", "gc", "hashlib", "heapq", "io", "json", "math", "micropython", "os",
    "platform", "random", "re", "select", "struct", "sys", "uctypes",
)
# C modules on the board: their `u` names import them too.
_BUILTINS = ("framebuf", "machine", "time") + _SHARED_BUILTINS
_import = builtins.__import__
_open = builtins.open
_print = builtins.print


def _checked_import(name, globals=None, locals=None, fromlist=None, level=0):
    # Only main.py's imports (and its exec()s) are checked; modules import what they need.
    importer = globals.get("__name__") if globals else None
    if level == 0 and importer in (None, "__main__"):
        if name.startswith("u") and name[1:] in _BUILTINS:
            name = name[1:]
        elif name not in _SIMULATED and name not in _SHARED_BUILTINS:
            raise ImportError("no module named '%s'" % name)
    return _import(name, globals, locals, fromlist, level)


def _board_float(value):
    # The rp2 port's floats are 32-bit, printed with 7 significant digits ("%.7g", plus ".0").
    single = struct.unpack("f", struct.pack("f", value))[0]
    text = "%.7g" % single
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


def _board_print(*args, **kwargs):
    _print(*[_board_repr(a) if type(a) in (float, list, tuple) else a for a in args], **kwargs)


def install():
    builtins.__import__ = _checked_import
    builtins.input = _chispa_common.board_input
    builtins.open = _chispa_common.board_open
    builtins.print = _board_print


def run():
    with _open("/main.py") as file:
        _chispa_common.run_program("main.py", file.read())
