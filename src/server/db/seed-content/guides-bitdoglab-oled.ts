import { bitdoglab, diagram, step, translation } from './helpers.ts';
import type { SeedGuide } from './types.ts';

/** BitDogLab 6: the OLED (SSD1306 on SoftI2C, v7 pins) shows the joystick's readings. */

const codePt = `from machine import Pin, ADC, SoftI2C
from ssd1306 import SSD1306_I2C
import time

# O display conversa pelo barramento I2C: SCL no GP3 e SDA no GP2 (BitDogLab v7)
i2c = SoftI2C(scl=Pin(3), sda=Pin(2))
oled = SSD1306_I2C(128, 64, i2c)  # 128 x 64 pixels, no endereço 0x3C

eixo_x = ADC(Pin(27))
eixo_y = ADC(Pin(26))
botao_joystick = Pin(22, Pin.IN, Pin.PULL_UP)

print("Endereços no I2C:", [hex(endereco) for endereco in i2c.scan()])

while True:
    x = eixo_x.read_u16()
    y = eixo_y.read_u16()

    oled.fill(0)  # apaga a imagem (ainda só na memória)
    oled.text("Joystick", 32, 0)
    oled.text("X: " + str(x), 0, 16)
    oled.text("Y: " + str(y), 0, 28)
    # A fonte do display não tem acentos: "Botao", "nao"
    if botao_joystick.value() == 0:
        oled.text("Botao: sim", 0, 40)
    else:
        oled.text("Botao: nao", 0, 40)

    # Uma barra que cresce com o X: de 0 a 128 pixels de largura
    oled.rect(0, 54, 128, 10, 1)
    oled.fill_rect(0, 54, x * 128 // 65536, 10, 1)

    oled.show()  # só agora a imagem vai para o display
    time.sleep_ms(100)
`;

const codeEs = `from machine import Pin, ADC, SoftI2C
from ssd1306 import SSD1306_I2C
import time

# La pantalla se comunica por el bus I2C: SCL en GP3 y SDA en GP2 (BitDogLab v7)
i2c = SoftI2C(scl=Pin(3), sda=Pin(2))
oled = SSD1306_I2C(128, 64, i2c)  # 128 x 64 píxeles, en la dirección 0x3C

eje_x = ADC(Pin(27))
eje_y = ADC(Pin(26))
boton_joystick = Pin(22, Pin.IN, Pin.PULL_UP)

print("Direcciones en el I2C:", [hex(direccion) for direccion in i2c.scan()])

while True:
    x = eje_x.read_u16()
    y = eje_y.read_u16()

    oled.fill(0)  # borra la imagen (todavía solo en la memoria)
    oled.text("Joystick", 32, 0)
    oled.text("X: " + str(x), 0, 16)
    oled.text("Y: " + str(y), 0, 28)
    # La fuente de la pantalla no tiene tildes: "Boton", "si"
    if boton_joystick.value() == 0:
        oled.text("Boton: si", 0, 40)
    else:
        oled.text("Boton: no", 0, 40)

    # Una barra que crece con X: de 0 a 128 píxeles de ancho
    oled.rect(0, 54, 128, 10, 1)
    oled.fill_rect(0, 54, x * 128 // 65536, 10, 1)

    oled.show()  # recién ahora la imagen llega a la pantalla
    time.sleep_ms(100)
`;

const codeEn = `from machine import Pin, ADC, SoftI2C
from ssd1306 import SSD1306_I2C
import time

# The display talks over the I2C bus: SCL on GP3 and SDA on GP2 (BitDogLab v7)
i2c = SoftI2C(scl=Pin(3), sda=Pin(2))
oled = SSD1306_I2C(128, 64, i2c)  # 128 x 64 pixels, at address 0x3C

x_axis = ADC(Pin(27))
y_axis = ADC(Pin(26))
joystick_button = Pin(22, Pin.IN, Pin.PULL_UP)

print("Addresses on the I2C bus:", [hex(address) for address in i2c.scan()])

while True:
    x = x_axis.read_u16()
    y = y_axis.read_u16()

    oled.fill(0)  # clear the picture (still only in memory)
    oled.text("Joystick", 32, 0)
    oled.text("X: " + str(x), 0, 16)
    oled.text("Y: " + str(y), 0, 28)
    if joystick_button.value() == 0:
        oled.text("Button: yes", 0, 40)
    else:
        oled.text("Button: no", 0, 40)

    # A bar that grows with X: from 0 to 128 pixels wide
    oled.rect(0, 54, 128, 10, 1)
    oled.fill_rect(0, 54, x * 128 // 65536, 10, 1)

    oled.show()  # only now does the picture reach the display
    time.sleep_ms(100)
`;

export const bitDogLabOled: SeedGuide = {
  id: 'practical_bitdoglab_oled_joystick',
  language: 'pt',
  name: 'BitDogLab: o display OLED mostra o joystick',
  description:
    'Escreva no display OLED da BitDogLab os valores do joystick e desenhe uma barra que acompanha o eixo X.',
  category: 'bitdoglab',
  difficulty: 'intermediate',
  estimatedTime: 45,
  isPublished: true,
  titleIntroduction: 'Uma tela só sua',
  introduction: [
    'A BitDogLab tem um display OLED de 128 por 64 pixels. Na versão 7 da placa ele está ligado aos pinos GP2 (SDA) e GP3 (SCL).',
    'Vamos mostrar nele as leituras do joystick, em números e em uma barra: é assim que se monta o painel de um projeto.',
  ],
  tags: ['bitdoglab', 'micropython', 'oled', 'i2c', 'joystick'],
  diagram: diagram([bitdoglab()], []),
  code: codePt,
  steps: [
    step(
      'Ligue o display pelo I2C',
      'O display conversa com a placa por só dois fios: **SDA** (os dados) e **SCL** (o relógio que marca o ritmo). `SoftI2C(scl=Pin(3), sda=Pin(2))` cria essa conversa e `SSD1306_I2C(128, 64, i2c)` prepara o display, que atende no endereço 0x3C.',
      [
        'Experimente: abra o console; `i2c.scan()` procura quem responde no barramento e deve mostrar `0x3c`.',
        'Se a sua BitDogLab for da versão 6, o display fica no GP14 (SDA) e no GP15 (SCL): troque os números dos pinos e escolha v6 nas propriedades da placa.',
      ],
      'No I2C cada aparelho tem um endereço, por isso vários sensores podem dividir os mesmos dois fios.',
    ),
    step(
      'Desenhe na memória, depois mostre',
      '`oled.fill(0)`, `oled.text(...)` e `oled.fill_rect(...)` desenham numa cópia da tela guardada na memória da placa. Só `oled.show()` envia essa imagem inteira para o display.',
      ['Experimente: apague a linha `oled.show()` e veja que nada aparece.'],
      'Montar a imagem toda antes de mostrar evita que a tela pisque com desenhos pela metade.',
    ),
    step(
      'Posicione o texto',
      'Em `oled.text("X: " + str(x), 0, 16)` os dois números são a posição: 0 pixels da esquerda e 16 pixels do alto. Cada letra ocupa 8 por 8 pixels, então cabem 16 letras por linha e 8 linhas.',
      [
        '`str(x)` transforma o número em texto para poder juntar com "X: ".',
        'Experimente: escreva o seu nome na última linha, na posição (0, 56) — e tire a barra para ele caber.',
      ],
      'O ponto (0, 0) fica no canto de cima à esquerda; o y cresce para baixo, ao contrário dos gráficos da escola.',
    ),
    step(
      'Sem acentos',
      'A fonte que vem no display só tem as letras sem acento, por isso o programa escreve "Botao" e "nao". O console do computador mostra acentos normalmente.',
      ['Experimente: escreva "Botão" no display e veja o que aparece no lugar do "ã".'],
      'Cada letra da fonte é um desenho de 8 por 8 pontos guardado no programa; para economizar memória, só as letras básicas vêm junto.',
    ),
    step(
      'Uma barra que anda',
      '`oled.rect` desenha a moldura e `oled.fill_rect` pinta a parte cheia, com largura `x * 128 // 65536`: de 0, com o joystick na esquerda, até 127, na direita.',
      ['Experimente: desenhe uma segunda barra, em pé, na direita da tela, que siga o eixo Y.'],
      'Uma barra se lê de relance, mais rápido do que um número: painéis de carro e de aparelhos usam muito isso.',
    ),
  ],
};

export const bitDogLabOledTranslations: SeedGuide[] = [
  translation(bitDogLabOled, 'es', {
    name: 'BitDogLab: la pantalla OLED muestra el joystick',
    description:
      'Escribe en la pantalla OLED de la BitDogLab los valores del joystick y dibuja una barra que sigue al eje X.',
    titleIntroduction: 'Una pantalla propia',
    introduction: [
      'La BitDogLab tiene una pantalla OLED de 128 por 64 píxeles. En la versión 7 de la placa está conectada a los pines GP2 (SDA) y GP3 (SCL).',
      'Vamos a mostrar en ella las lecturas del joystick, en números y en una barra: así se arma el panel de un proyecto.',
    ],
    tags: ['bitdoglab', 'micropython', 'oled', 'i2c', 'joystick'],
    code: codeEs,
    steps: [
      step(
        'Conecta la pantalla por I2C',
        'La pantalla se comunica con la placa por solo dos cables: **SDA** (los datos) y **SCL** (el reloj que marca el ritmo). `SoftI2C(scl=Pin(3), sda=Pin(2))` crea esa comunicación y `SSD1306_I2C(128, 64, i2c)` prepara la pantalla, que responde en la dirección 0x3C.',
        [
          'Prueba: abre la consola; `i2c.scan()` busca quién responde en el bus y debe mostrar `0x3c`.',
          'Si tu BitDogLab es la versión 6, la pantalla está en GP14 (SDA) y GP15 (SCL): cambia los números de los pines y elige v6 en las propiedades de la placa.',
        ],
        'En I2C cada aparato tiene una dirección, por eso varios sensores pueden compartir los mismos dos cables.',
      ),
      step(
        'Dibuja en la memoria, después muestra',
        '`oled.fill(0)`, `oled.text(...)` y `oled.fill_rect(...)` dibujan en una copia de la pantalla guardada en la memoria de la placa. Solo `oled.show()` envía esa imagen completa a la pantalla.',
        ['Prueba: borra la línea `oled.show()` y verás que no aparece nada.'],
        'Armar la imagen completa antes de mostrarla evita que la pantalla parpadee con dibujos a medias.',
      ),
      step(
        'Ubica el texto',
        'En `oled.text("X: " + str(x), 0, 16)` los dos números son la posición: 0 píxeles desde la izquierda y 16 píxeles desde arriba. Cada letra ocupa 8 por 8 píxeles, así que caben 16 letras por línea y 8 líneas.',
        [
          '`str(x)` convierte el número en texto para poder unirlo con "X: ".',
          'Prueba: escribe tu nombre en la última línea, en la posición (0, 56), y quita la barra para que quepa.',
        ],
        'El punto (0, 0) está en la esquina de arriba a la izquierda; la y crece hacia abajo, al revés que en los gráficos de la escuela.',
      ),
      step(
        'Sin tildes',
        'La fuente que trae la pantalla solo tiene letras sin tilde, por eso el programa escribe "Boton" y "si". La consola de la computadora muestra las tildes sin problema.',
        ['Prueba: escribe "Botón" en la pantalla y mira qué aparece en lugar de la "ó".'],
        'Cada letra de la fuente es un dibujo de 8 por 8 puntos guardado en el programa; para ahorrar memoria, solo vienen las letras básicas.',
      ),
      step(
        'Una barra que avanza',
        '`oled.rect` dibuja el marco y `oled.fill_rect` pinta la parte llena, con ancho `x * 128 // 65536`: de 0, con el joystick a la izquierda, hasta 127, a la derecha.',
        ['Prueba: dibuja una segunda barra, vertical, a la derecha de la pantalla, que siga al eje Y.'],
        'Una barra se lee de un vistazo, más rápido que un número: los tableros de autos y aparatos la usan mucho.',
      ),
    ],
  }),
  translation(bitDogLabOled, 'en', {
    name: 'BitDogLab: the OLED display shows the joystick',
    description:
      "Write the joystick's values on the BitDogLab's OLED display and draw a bar that follows the X axis.",
    titleIntroduction: 'A screen of your own',
    introduction: [
      'The BitDogLab has a 128 by 64 pixel OLED display. On version 7 of the board it is connected to pins GP2 (SDA) and GP3 (SCL).',
      "We will show the joystick's readings on it, as numbers and as a bar: this is how a project's dashboard is built.",
    ],
    tags: ['bitdoglab', 'micropython', 'oled', 'i2c', 'joystick'],
    code: codeEn,
    steps: [
      step(
        'Connect the display over I2C',
        'The display talks to the board over just two wires: **SDA** (the data) and **SCL** (the clock that keeps the beat). `SoftI2C(scl=Pin(3), sda=Pin(2))` sets up that conversation and `SSD1306_I2C(128, 64, i2c)` gets the display ready; it answers at address 0x3C.',
        [
          'Try it: open the console; `i2c.scan()` looks for whoever answers on the bus and should show `0x3c`.',
          "If your BitDogLab is version 6, the display is on GP14 (SDA) and GP15 (SCL): change the pin numbers and choose v6 in the board's properties.",
        ],
        'On I2C each device has an address, which is why several sensors can share the same two wires.',
      ),
      step(
        'Draw in memory, then show',
        "`oled.fill(0)`, `oled.text(...)` and `oled.fill_rect(...)` draw on a copy of the screen kept in the board's memory. Only `oled.show()` sends that whole picture to the display.",
        ['Try it: delete the `oled.show()` line and see that nothing appears.'],
        'Building the whole picture before showing it keeps the screen from flickering with half-drawn pictures.',
      ),
      step(
        'Place the text',
        'In `oled.text("X: " + str(x), 0, 16)` the two numbers are the position: 0 pixels from the left and 16 pixels from the top. Each letter takes 8 by 8 pixels, so 16 letters fit on a line and there are 8 lines.',
        [
          '`str(x)` turns the number into text so it can be joined to "X: ".',
          'Try it: write your name on the last line, at (0, 56), and remove the bar so it fits.',
        ],
        'The point (0, 0) is the top-left corner; y grows downwards, the other way round from school graphs.',
      ),
      step(
        'Plain letters only',
        'The display\'s built-in font only has plain letters without accents. English needs none, but a name like "José" would lose its "é"; the computer\'s console shows accents normally.',
        ['Try it: write "José" on the display and see what appears instead of the "é".'],
        'Each letter of the font is an 8 by 8 dot drawing kept in the program; to save memory, only the basic letters come with it.',
      ),
      step(
        'A moving bar',
        '`oled.rect` draws the frame and `oled.fill_rect` fills the full part, `x * 128 // 65536` pixels wide: from 0, with the joystick to the left, up to 127, to the right.',
        ['Try it: draw a second, upright bar on the right of the screen that follows the Y axis.'],
        'A bar is read at a glance, faster than a number: car dashboards and appliances use them a lot.',
      ),
    ],
  }),
];
