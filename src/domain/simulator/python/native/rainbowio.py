"""rainbowio (circuitpython-pico.md §6): the colour wheel NeoPixel examples use."""
from _chispa_hw import to_float


def colorwheel(color):
    """0 red, 85 green, 170 blue, linear ramps between; any number wraps every 256."""
    pos = to_float(color) % 256
    if pos < 85:
        return int(255 - pos * 3) << 16 | int(pos * 3) << 8
    if pos < 170:
        pos -= 85
        return int(255 - pos * 3) << 8 | int(pos * 3)
    pos -= 170
    return int(pos * 3) << 16 | int(255 - pos * 3)
