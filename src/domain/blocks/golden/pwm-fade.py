import board
import pwmio
import time

# Salidas PWM
pwm_gp15 = pwmio.PWMOut(board.GP15, frequency=1000)

while True:
    for brillo in range(0, 101, 10):
        pwm_gp15.duty_cycle = int(brillo * 65535 / 100)
        time.sleep(0.05)
    for brillo in range(100, -1, -10):
        pwm_gp15.duty_cycle = int(brillo * 65535 / 100)
        time.sleep(0.05)
