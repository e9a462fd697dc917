import board
import simpleio

for nota in [262, 294, 330]:
    simpleio.tone(board.GP18, nota, duration=0.25)
