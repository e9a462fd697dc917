import analogio
import board
import time

# Entradas analógicas
analog_gp27 = analogio.AnalogIn(board.GP27)

while True:
    print(analog_gp27.value)
    time.sleep(0.2)
