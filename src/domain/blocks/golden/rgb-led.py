import board
import pwmio
import time

# LED RGB
rgb_red = pwmio.PWMOut(board.GP2, frequency=1000)
rgb_green = pwmio.PWMOut(board.GP3, frequency=1000)
rgb_blue = pwmio.PWMOut(board.GP4, frequency=1000)


def rgb_color(red, green, blue):
    rgb_red.duty_cycle = int(red * 65535 / 255)
    rgb_green.duty_cycle = int(green * 65535 / 255)
    rgb_blue.duty_cycle = int(blue * 65535 / 255)


while True:
    rgb_color(255, 0, 0)
    time.sleep(1)
    rgb_color(0, 0, 255)
    time.sleep(1)
