"""supervisor (circuitpython-pico.md §5): ticks_ms and the serial state code.py sees."""
import _chispa


def ticks_ms():
    return int(_chispa.now()) % (1 << 29)  # wraps at 2**29 like the firmware


class Runtime:
    serial_connected = True
    usb_connected = True

    @property
    def serial_bytes_available(self):
        return 0


runtime = Runtime()
