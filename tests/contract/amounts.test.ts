import { describe, expect, it } from 'vitest';
import { formatAmount, readAmount } from '../../contract/amounts.js';

const value = (typed: string) => {
  const reading = readAmount(typed);
  return reading.ok ? reading.value : 'refused';
};

describe('amounts typed the Italian way', () => {
  it.each([
    ['45,50', 45.5],
    ['45.50', 45.5],
    ['45,5', 45.5],
    ['45', 45],
    ['0,99', 0.99],
    ['0', 0],
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['1.234', 1234],
    ['1.234.567,8', 1234567.8],
    ['1,234,567.80', 1234567.8],
    ['€ 12,00', 12],
    [' 1 234,56 ', 1234.56],
    [',5', 0.5],
  ])('reads %s as %s', (typed, expected) => {
    expect(value(typed)).toBe(expected);
  });

  it.each([
    '',
    'abc',
    '-5',
    '12a',
    '45,505',
    '1,234',
    '1.23.4',
    '1.234,5.6',
    '12,34,56',
    '1.2345',
    '1,234,56',
    '..',
    ',',
    '4e2',
    '1.234,567',
  ])('refuses %j rather than guess', (typed) => {
    expect(value(typed)).toBe('refused');
  });

  it('never turns a decimal comma into a hundredfold price', () => {
    for (let cents = 0; cents < 10_000; cents += 7) {
      const typed = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
      expect(value(typed)).toBeCloseTo(cents / 100, 10);
    }
  });

  it('shows Italian formatting, which it reads back unchanged', () => {
    expect(formatAmount(1234.5)).toBe('1.234,50');
    expect(formatAmount(45.5)).toBe('45,50');
    for (const amount of [0, 0.01, 45.5, 999.99, 1234.56, 1234567.89]) expect(value(formatAmount(amount))).toBe(amount);
  });
});
