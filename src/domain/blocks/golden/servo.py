import board
import pwmio
import time
from adafruit_motor import servo

# Servos
servo_gp16 = servo.Servo(pwmio.PWMOut(board.GP16, duty_cycle=0, frequency=50))

while True:
    servo_gp16.angle = 0
    time.sleep(1)
    servo_gp16.angle = 180
    time.sleep(1)
