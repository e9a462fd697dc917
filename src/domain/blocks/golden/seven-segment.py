import board
import digitalio
import time

# Display de 7 segmentos
segments = [digitalio.DigitalInOut(pin) for pin in (board.GP10, board.GP11, board.GP12, board.GP13, board.GP14, board.GP15, board.GP16)]
for segment in segments:
    segment.direction = digitalio.Direction.OUTPUT
DIGIT_SEGMENTS = ("abcdef", "bc", "abdeg", "abcdg", "bcfg", "acdfg", "acdefg", "abc", "abcdefg", "abcdfg")


def show_digit(digit):
    for segment, letter in zip(segments, "abcdefg"):
        segment.value = letter in DIGIT_SEGMENTS[int(digit) % 10]


while True:
    for cifra in range(10):
        show_digit(cifra)
        time.sleep(1)
