/** Italian codes with valid check characters, so the demo data passes real-world validators. */
const ODD_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
const MONTH_LETTERS = 'ABCDEHLMPRST';

const plainLetters = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();

/** The check letter shared by the fiscal code and the bank CIN (odd/even position tables). */
function controlLetter(text: string): string {
  let sum = 0;
  [...text].forEach((char, index) => {
    const value = /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 65;
    sum += index % 2 === 0 ? ODD_VALUES[value] : value;
  });
  return String.fromCharCode(65 + (sum % 26));
}

function nameCode(text: string, isName: boolean): string {
  const letters = plainLetters(text);
  const consonants = letters.replace(/[AEIOU]/g, '');
  const vowels = letters.replace(/[^AEIOU]/g, '');
  if (isName && consonants.length >= 4) return consonants[0] + consonants[2] + consonants[3];
  return (consonants + vowels + 'XXX').slice(0, 3);
}

export function fiscalCode(p: { name: string; surname: string; female: boolean; birth: string; town: string }): string {
  const [year, month, day] = p.birth.split('-').map(Number);
  const base =
    nameCode(p.surname, false) +
    nameCode(p.name, true) +
    String(year % 100).padStart(2, '0') +
    MONTH_LETTERS[month - 1] +
    String(day + (p.female ? 40 : 0)).padStart(2, '0') +
    p.town;
  return base + controlLetter(base);
}

/** Partita IVA: 7-digit company number, 3-digit office code, Luhn-style check digit. */
export function vatNumber(company: string, office: string): string {
  const base = (company + office).padStart(10, '0').slice(-10);
  let sum = 0;
  [...base].forEach((digit, index) => {
    const value = Number(digit);
    if (index % 2 === 0) sum += value;
    else sum += value * 2 > 9 ? value * 2 - 9 : value * 2;
  });
  return base + String((10 - (sum % 10)) % 10);
}

function mod97(digits: string): number {
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest;
}

export function italianIban(abi: string, cab: string, account: string): string {
  const bban = controlLetter(abi + cab + account) + abi + cab + account;
  const numeric = [...`${bban}IT00`].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
  return `IT${String(98 - mod97(numeric)).padStart(2, '0')}${bban}`;
}
