import board
import neopixel
import time

# Tiras NeoPixel
pixels_gp6 = neopixel.NeoPixel(board.GP6, 8, brightness=0.3)

pixels_gp6.fill((0, 0, 0))
while True:
    for i in range(len(pixels_gp6)):
        pixels_gp6[i] = (0, 80, 255)
        time.sleep(0.1)
    pixels_gp6.fill((0, 0, 0))
