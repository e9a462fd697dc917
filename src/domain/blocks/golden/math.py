import math
import simpleio

a = (1 + 2) * 3
b = a - (4 - -2)
c = 2 ** (b / 2)
d = a % 7
e = -d
f = abs(e)
g = math.sqrt(16)
h = round(2.5)
i = math.ceil(g)
j = math.floor(3.7)
k = simpleio.map_range(f, 0, 100, 0, 1)
