"""What both languages' shims share, written next to each language's native shims (issue 29).

- to_int: the argument check C code makes when it wants an int.
- run_program: runs the program as the board's firmware runs it at start.
- board_input, board_open: input() and open() as the board's serial console and file system
  give them.
"""
import io
import sys

import _chispa

# Taken when the shims load, before install() puts board_open in its place.
_open = open

# Emscripten's errno numbers -> the board's (ENOENT, ENOTDIR, EISDIR).
_BOARD_ERRNO = {44: 2, 54: 20, 31: 21}


def to_int(value):
    # MicroPython's bool is not an int subclass, but C code reads True as 1.
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return value
    raise TypeError("can't convert %s to int" % type(value).__name__)


def run_program(name, source):
    """Runs `source` as `__main__` from file `name`; an uncaught exception is printed and handed to JavaScript.

    A run asked to report lines execs the source with `_chispa_at(n); ` before them instead
    (trace-lines.ts: same line numbers), and `_chispa_at` tells the page.
    """
    program = {"__name__": "__main__", "__file__": name}
    traced = _chispa.traced_program()
    if traced:
        source = traced
        program["_chispa_at"] = _chispa.at_line
    try:
        exec(compile(source, name, "exec"), program)
    except SystemExit:
        pass
    except BaseException as error:  # the board prints every uncaught exception
        text = io.StringIO()
        sys.print_exception(error, text)
        _chispa.report_exception(text.getvalue())


def board_input(prompt=""):
    prompt = str(prompt)
    sys.stdout.write(prompt)
    line = _chispa.read_line(prompt)
    sys.stdout.write(line + "\n")  # the serial terminal echoes what was typed
    return line


def board_open(file, mode="r", *args, **kwargs):
    try:
        return _open(file, mode, *args, **kwargs)
    except OSError as error:
        raise OSError(_BOARD_ERRNO.get(error.errno, error.errno))
