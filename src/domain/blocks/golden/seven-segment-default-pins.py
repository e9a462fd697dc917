import board
import digitalio

# Display de 7 segmentos
segments = [digitalio.DigitalInOut(pin) for pin in (board.GP0, board.GP1, board.GP2, board.GP3, board.GP4, board.GP5, board.GP6)]
for segment in segments:
    segment.direction = digitalio.Direction.OUTPUT
DIGIT_SEGMENTS = ("abcdef", "bc", "abdeg", "abcdg", "bcfg", "acdfg", "acdefg", "abc", "abcdefg", "abcdfg")


def show_digit(digit):
    for segment, letter in zip(segments, "abcdefg"):
        segment.value = letter in DIGIT_SEGMENTS[int(digit) % 10]


show_digit(7)
