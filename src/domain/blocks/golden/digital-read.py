import board
import digitalio
import time

# Entradas digitales
input_gp14 = digitalio.DigitalInOut(board.GP14)
input_gp14.switch_to_input(pull=digitalio.Pull.DOWN)
input_gp13 = digitalio.DigitalInOut(board.GP13)
input_gp13.switch_to_input()

while True:
    if input_gp14.value:
        print("alto")
    if input_gp13.value:
        print("sensor")
    time.sleep(0.1)
