import adafruit_hcsr04
import board
import simpleio
import time

# Sensores de distancia HC-SR04
sonar_gp2 = adafruit_hcsr04.HCSR04(trigger_pin=board.GP2, echo_pin=board.GP3)

while True:
    distancia = sonar_gp2.distance
    print("Distancia: " + str(distancia) + " cm")
    if distancia < 20:
        simpleio.tone(board.GP18, 880, duration=0.2)
    time.sleep(0.1)
