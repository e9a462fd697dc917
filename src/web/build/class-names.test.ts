import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scopedClassName } from './class-names.ts';

const LIGHT = path.resolve(import.meta.dirname, '../light/light.module.css');
const LANDING = path.resolve(import.meta.dirname, '../light/landing.module.css');

describe('CSS module class names', () => {
  it('are the class and a short hash of its file, the same for a file however it is asked for', () => {
    expect(scopedClassName('button', LIGHT)).toMatch(/^_button_[0-9a-f]{5}$/);
    expect(scopedClassName('button', `${LIGHT}?used`)).toBe(scopedClassName('button', LIGHT));
  });

  it('differ between files for the same class, and within a file between classes', () => {
    expect(scopedClassName('hero', LIGHT)).not.toBe(scopedClassName('hero', LANDING));
    expect(scopedClassName('hero', LIGHT)).not.toBe(scopedClassName('footer', LIGHT));
  });

  it('give every stylesheet of the web app its own hash (two files never share a class)', () => {
    const web = path.resolve(import.meta.dirname, '..');
    const sheets = readdirSync(web, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.module.css'))
      .map((file) => path.join(web, file));
    expect(sheets.length).toBeGreaterThan(20);
    const hashes = new Set(sheets.map((sheet) => scopedClassName('x', sheet)));
    expect(hashes.size).toBe(sheets.length);
  });
});
