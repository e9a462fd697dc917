import board
import digitalio
import neopixel
import time

# LEDs
led_gp15 = digitalio.DigitalInOut(board.GP15)
led_gp15.direction = digitalio.Direction.OUTPUT

# Tiras NeoPixel
pixels_gp6 = neopixel.NeoPixel(board.GP6, 8, brightness=0.3)  # la tira

vueltas = 0  # cuántas van
# un comentario de línea
while True:  # para siempre
    led_gp15.value = True  # encender
    if vueltas > 3:  # después de tres
        pixels_gp6.fill((0, 0, 0))  # apagar
    vueltas += 1  # una más
    time.sleep(0.5)  # medio segundo # con almohadilla
