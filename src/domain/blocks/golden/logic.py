import random

x = random.randint(1, 10)
if x > 3 and x <= 7:
    print("medio")
elif x == 1 or (not x != 10):
    print("borde")
else:
    print("bajo" if x < 5 else "alto")
nada = None
hecho = False
