import { diagram, ledCircuit, part, step, translation } from './helpers.ts';
import type { SeedGuide } from './types.ts';

/** Blocks 2: «si … si no» with «botón GP14 pulsado», «encender / apagar LED GP15». */

/** What the blocks make, exactly (guides-blocks.test.ts): the generator's code.py, its group comments in the guide's language. */
const code = {
  es: `import board
import digitalio

# LEDs
led_gp15 = digitalio.DigitalInOut(board.GP15)
led_gp15.direction = digitalio.Direction.OUTPUT

# Botones
button_gp14 = digitalio.DigitalInOut(board.GP14)
button_gp14.switch_to_input(pull=digitalio.Pull.UP)

while True:
    if not button_gp14.value:
        led_gp15.value = True
    else:
        led_gp15.value = False
`,
  pt: `import board
import digitalio

# LEDs
led_gp15 = digitalio.DigitalInOut(board.GP15)
led_gp15.direction = digitalio.Direction.OUTPUT

# Botões
button_gp14 = digitalio.DigitalInOut(board.GP14)
button_gp14.switch_to_input(pull=digitalio.Pull.UP)

while True:
    if not button_gp14.value:
        led_gp15.value = True
    else:
        led_gp15.value = False
`,
  en: `import board
import digitalio

# LEDs
led_gp15 = digitalio.DigitalInOut(board.GP15)
led_gp15.direction = digitalio.Direction.OUTPUT

# Buttons
button_gp14 = digitalio.DigitalInOut(board.GP14)
button_gp14.switch_to_input(pull=digitalio.Pull.UP)

while True:
    if not button_gp14.value:
        led_gp15.value = True
    else:
        led_gp15.value = False
`,
};

export const blocksButton: SeedGuide = {
  id: 'practical_bloques_boton_led',
  language: 'es',
  view: 'blocks',
  name: 'Bloques: un botón enciende un LED',
  description: 'Con bloques, haz que un LED se encienda solo mientras mantienes presionado un botón.',
  category: 'robotics',
  difficulty: 'beginner',
  estimatedTime: 20,
  isPublished: true,
  titleIntroduction: 'Tu programa te escucha',
  introduction: [
    'Hasta ahora la placa solo daba órdenes. Ahora va a escuchar: un botón le dirá qué hacer.',
    'Con un bloque «si» el programa decide: si el botón está pulsado, enciende el LED; si no, lo apaga.',
  ],
  tags: ['bloques', 'botón', 'led'],
  diagram: diagram(
    [...ledCircuit('GP15').parts, part('btn1', 'wokwi-pushbutton', 200, 120, { color: 'green' })],
    [
      ['pico:GP15', 'led1:A'],
      ['led1:C', 'r1:1'],
      ['r1:2', 'pico:GND.8'],
      ['btn1:1.l', 'pico:GP14', 'blue'],
      ['btn1:2.l', 'pico:GND.5'],
    ],
  ),
  code: code.es,
  steps: [
    step(
      'Mira el circuito',
      'El LED está en GP15 con su resistencia, y el botón une GP14 con GND cuando lo presionas.',
      ['Prueba: pulsa Ejecutar, haz clic en el botón del circuito y mantenlo presionado.'],
      'Dentro de la Pico, una resistencia «pull-up» deja GP14 en 1 mientras el botón está suelto; pulsado, lee 0. El bloque del botón ya lo tiene en cuenta.',
    ),
    step(
      'Pregunta con «si»',
      'Dentro de «repetir siempre», pon un bloque «si» de la categoría Lógica. En su hueco encaja «botón GP14 pulsado», de la categoría Botón.',
      ['Prueba: usa el engranaje del bloque «si» para añadirle la parte «sino».'],
      'Con «si» el programa decide: hace una cosa u otra según lo que pasa en el circuito.',
    ),
    step(
      'Enciende y apaga',
      'En la parte «hacer» pon «encender LED GP15»; en la parte «sino», «desligar LED GP15».',
      ['Prueba: pulsa Ejecutar y mantén presionado el botón: el LED se enciende; suéltalo y se apaga.'],
      'El bucle pregunta por el botón miles de veces por segundo: por eso el LED responde al instante.',
    ),
    step(
      'Al revés',
      'Intercambia los bloques: «desligar LED GP15» arriba y «encender LED GP15» en «sino».',
      [
        'Prueba: ahora el LED queda encendido y el botón lo apaga, como la luz de la nevera cuando cierras la puerta.',
      ],
      'El mismo circuito hace cosas distintas según el programa: eso hace tan útil a un microcontrolador.',
    ),
  ],
};

export const blocksButtonTranslations: SeedGuide[] = [
  translation(blocksButton, 'pt', {
    name: 'Blocos: um botão acende um LED',
    description: 'Com blocos, faça um LED acender só enquanto você segura um botão apertado.',
    titleIntroduction: 'Seu programa escuta você',
    introduction: [
      'Até agora a placa só dava ordens. Agora ela vai escutar: um botão vai dizer o que fazer.',
      'Com um bloco «se» o programa decide: se o botão está apertado, acende o LED; senão, apaga.',
    ],
    tags: ['blocos', 'botão', 'led'],
    code: code.pt,
    steps: [
      step(
        'Olhe o circuito',
        'O LED está no GP15 com seu resistor, e o botão liga o GP14 ao GND quando você o aperta.',
        ['Experimente: clique em Executar, clique no botão do circuito e segure.'],
        'Dentro da Pico, um resistor «pull-up» deixa o GP14 em 1 enquanto o botão está solto; apertado, ele lê 0. O bloco do botão já leva isso em conta.',
      ),
      step(
        'Pergunte com «se»',
        'Dentro de «repetir sempre», coloque um bloco «se» da categoria Lógica. No seu encaixe vai «botão GP14 pressionado», da categoria Botão.',
        ['Experimente: use a engrenagem do bloco «se» para acrescentar a parte «senão».'],
        'Com «se» o programa decide: faz uma coisa ou outra conforme o que acontece no circuito.',
      ),
      step(
        'Acenda e apague',
        'Na parte «faça» coloque «ligar LED GP15»; na parte «senão», «desligar LED GP15».',
        ['Experimente: clique em Executar e segure o botão: o LED acende; solte e ele apaga.'],
        'O laço pergunta pelo botão milhares de vezes por segundo: por isso o LED responde na hora.',
      ),
      step(
        'Ao contrário',
        'Troque os blocos: «desligar LED GP15» em cima e «ligar LED GP15» no «senão».',
        [
          'Experimente: agora o LED fica aceso e o botão o apaga, como a luz da geladeira quando você fecha a porta.',
        ],
        'O mesmo circuito faz coisas diferentes conforme o programa: é isso que torna um microcontrolador tão útil.',
      ),
    ],
  }),
  translation(blocksButton, 'en', {
    name: 'Blocks: a button lights an LED',
    description: 'With blocks, make an LED light up only while you hold a button down.',
    titleIntroduction: 'Your program listens to you',
    introduction: [
      'Until now the board only gave orders. Now it will listen: a button will tell it what to do.',
      'With an «if» block the program decides: if the button is pressed, turn the LED on; else, turn it off.',
    ],
    tags: ['blocks', 'button', 'led'],
    code: code.en,
    steps: [
      step(
        'Look at the circuit',
        'The LED is on GP15 with its resistor, and the button joins GP14 to GND when you press it.',
        ['Try it: press Run, click the button in the circuit and hold it down.'],
        'Inside the Pico, a «pull-up» resistor keeps GP14 at 1 while the button is released; pressed, it reads 0. The button block already takes care of that.',
      ),
      step(
        'Ask with «if»',
        'Inside «forever», put an «if» block from the Logic category. Into its gap goes «button GP14 pressed», from the Button category.',
        ['Try it: use the gear of the «if» block to add the «else» part.'],
        'With «if» the program decides: it does one thing or another depending on what happens in the circuit.',
      ),
      step(
        'Turn on and off',
        'In the «do» part put «turn LED GP15 on»; in the «else» part, «turn LED GP15 off».',
        ['Try it: press Run and hold the button: the LED turns on; let go and it turns off.'],
        'The loop asks about the button thousands of times a second: that is why the LED answers at once.',
      ),
      step(
        'The other way round',
        'Swap the blocks: «turn LED GP15 off» on top and «turn LED GP15 on» in «else».',
        [
          'Try it: now the LED stays on and the button turns it off, like the fridge light when you close the door.',
        ],
        'The same circuit does different things depending on the program: that is what makes a microcontroller so useful.',
      ),
    ],
  }),
];
