# Un programa con Python propio
def doble(x):
    return 2 * x
print(doble(21))
while True:
    # nada que hacer
    pass
