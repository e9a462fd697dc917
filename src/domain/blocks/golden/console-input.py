nombre = input("¿Cómo te llamas? ")
edad = float(input("¿Cuántos años tienes? "))
print("Hola, " + str(nombre) + ". El año que viene tendrás " + str(edad + 1))
print()
