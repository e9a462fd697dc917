import { describe, expect, it } from 'vitest';
import { componentStylesheet, mantineComponentStyles } from './mantine-styles.ts';

const ROOT = '/repo/node_modules/@mantine/core/esm/components';
const shipped = new Set(['@mantine/core/styles/Button.layer.css', '@mantine/core/styles/MenuItem.layer.css']);
const exists = (specifier: string) => shipped.has(specifier);

describe('mantine-styles: each component brings its own layered rules', () => {
  it("names the layered stylesheet of a component's class-name module, nested or not", () => {
    expect(componentStylesheet(`${ROOT}/Button/Button.module.mjs`, exists)).toBe(
      '@mantine/core/styles/Button.layer.css',
    );
    expect(componentStylesheet(`${ROOT}/Menu/MenuItem/MenuItem.module.mjs?v=1`, exists)).toBe(
      '@mantine/core/styles/MenuItem.layer.css',
    );
  });

  it('leaves other modules alone, and a component Mantine ships no stylesheet for', () => {
    expect(componentStylesheet(`${ROOT}/Button/Button.mjs`, exists)).toBeNull();
    expect(componentStylesheet('/repo/src/web/ui/card.module.css', exists)).toBeNull();
    expect(componentStylesheet(`${ROOT}/Portal/Portal.module.mjs`, exists)).toBeNull();
  });

  it("imports the rules after the module's own imports, from Mantine's real files", () => {
    const plugin = mantineComponentStyles();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const code =
      'import "./x.mjs";\nvar Button_module_default = { root: "m_77c9d27d" };\nexport { Button_module_default as default };';
    const result = transform.call({}, code, `${ROOT}/Button/Button.module.mjs`);
    expect(result?.code.startsWith(code)).toBe(true);
    expect(result?.code.trim().endsWith('import "@mantine/core/styles/Button.layer.css";')).toBe(true);
    expect(transform.call({}, code, `${ROOT}/Button/Button.mjs`)).toBeNull();
    expect(transform.call({}, code, `${ROOT}/NoSuchThing/NoSuchThing.module.mjs`)).toBeNull();
  });
});
