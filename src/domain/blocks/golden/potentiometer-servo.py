import analogio
import board
import pwmio
import simpleio
import time
from adafruit_motor import servo

# Salidas PWM
pwm_gp15 = pwmio.PWMOut(board.GP15, frequency=1000)

# Potenciómetros
pot_gp26 = analogio.AnalogIn(board.GP26)

# Servos
servo_gp16 = servo.Servo(pwmio.PWMOut(board.GP16, duty_cycle=0, frequency=50))

while True:
    servo_gp16.angle = simpleio.map_range(round(pot_gp26.value * 100 / 65535), 0, 100, 0, 180)
    pwm_gp15.duty_cycle = int(round(pot_gp26.value * 100 / 65535) * 65535 / 100)
    time.sleep(0.02)
