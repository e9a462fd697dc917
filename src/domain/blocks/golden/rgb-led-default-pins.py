import board
import pwmio

# LED RGB
rgb_red = pwmio.PWMOut(board.GP13, frequency=1000)
rgb_green = pwmio.PWMOut(board.GP11, frequency=1000)
rgb_blue = pwmio.PWMOut(board.GP12, frequency=1000)


def rgb_color(red, green, blue):
    rgb_red.duty_cycle = int(red * 65535 / 255)
    rgb_green.duty_cycle = int(green * 65535 / 255)
    rgb_blue.duty_cycle = int(blue * 65535 / 255)


rgb_color(0, 255, 0)
