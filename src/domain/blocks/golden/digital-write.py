import board
import digitalio
import time

# Salidas digitales
output_gp16 = digitalio.DigitalInOut(board.GP16)
output_gp16.direction = digitalio.Direction.OUTPUT

encendido = True
while True:
    output_gp16.value = encendido
    encendido = not encendido
    time.sleep(1)
