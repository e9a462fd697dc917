import analogio
import board
import digitalio
import time

# LEDs
led_gp15 = digitalio.DigitalInOut(board.GP15)
led_gp15.direction = digitalio.Direction.OUTPUT

# Fotorresistores
light_gp27 = analogio.AnalogIn(board.GP27)

while True:
    if round(100 - light_gp27.value * 100 / 65535) < 30:
        led_gp15.value = True
    else:
        led_gp15.value = False
    time.sleep(0.2)
