/**
 * Generated product pictures (products have no photos): the product type's Material icon (icons.ts) in the
 * colour of the item on a grey tile. The key is `<leaf category code>/<colour>` (products.image); the page
 * that shows it gives the alt text.
 */
import { leafIcon } from './icons.js';

const PALETTE: Record<string, string> = {
  black: '#1b1b1b',
  navy: '#162e51',
  blue: '#005ea2',
  teal: '#00a398',
  green: '#538200',
  yellow: '#ffbe2e',
  orange: '#e66f0e',
  red: '#d83933',
  pink: '#d72d79',
  purple: '#8168b3',
  brown: '#775540',
  tan: '#c9a572',
  gray: '#71767a',
  silver: '#a9aeb1',
  white: '#f9f9f9',
  clear: '#dfe1e2',
  assorted: 'assorted',
};

const WORDS: Array<[RegExp, string]> = [
  [/\b(?:assorted|tri-color|rainbow)\b/, 'assorted'],
  [/\b(?:navy)\b/, 'navy'],
  [/\b(?:black|graphite|charcoal|ebony)\b/, 'black'],
  [/\b(?:blue|cyan)\b/, 'blue'],
  [/\b(?:teal|aqua)\b/, 'teal'],
  [/\b(?:green|olive)\b/, 'green'],
  [/\b(?:yellow|canary|lemon|gold)\b/, 'yellow'],
  [/\b(?:orange)\b/, 'orange'],
  [/\b(?:red|cherry|mahogany|burgundy|magenta)\b/, 'red'],
  [/\b(?:pink|rose)\b/, 'pink'],
  [/\b(?:purple|violet|plum)\b/, 'purple'],
  [/\b(?:brown|kraft|walnut|espresso|mocha)\b/, 'brown'],
  [/\b(?:tan|manila|natural|oak|maple|beige|bamboo|khaki)\b/, 'tan'],
  [/\b(?:gray|grey|platinum)\b/, 'gray'],
  [/\b(?:silver|chrome|stainless|aluminum|steel|nickel)\b/, 'silver'],
  [/\b(?:white|ivory|cream|pearl)\b/, 'white'],
  [/\b(?:clear|transparent|frost)\b/, 'clear'],
];

const FALLBACK = ['blue', 'navy', 'gray', 'green', 'red', 'teal', 'orange', 'black'];

/** Colour name of an attribute text, or a neutral colour chosen by `fallback`. */
export function colourKey(text: string | undefined, fallback: number): string {
  if (text) {
    const lower = text.toLowerCase();
    for (const [re, name] of WORDS) if (re.test(lower)) return name;
  }
  return FALLBACK[fallback % FALLBACK.length] ?? 'blue';
}

const ASSORTED = ['#005ea2', '#d83933', '#538200', '#ffbe2e'];

/** SVG text of a product image key, or undefined when the key names no category or colour. */
export function renderProductImage(key: string): string | undefined {
  const match = /^([a-z0-9-]{1,60})\/([a-z]{1,20})$/.exec(key);
  if (!match) return undefined;
  const [, category = '', colourName = ''] = match;
  const icon = leafIcon(category);
  const colour = PALETTE[colourName];
  if (!icon || !colour) return undefined;
  const fill = colour === 'assorted' ? 'url(#assorted)' : colour;
  // A light colour on the light tile gets a dark outline, so the shape still reads.
  const light = colourName === 'white' || colourName === 'clear' || colourName === 'yellow' || colourName === 'tan' || colourName === 'silver';
  const gradient
    = colour === 'assorted'
      ? `<defs><linearGradient id="assorted" x1="0" y1="0" x2="1" y2="1">${ASSORTED.map((c, i) => `<stop offset="${i / 3}" stop-color="${c}"/>`).join('')}</linearGradient></defs>`
      : '';
  const outline = light ? ' stroke="#565c65" stroke-width="0.5" stroke-linejoin="round"' : '';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" aria-hidden="true" focusable="false">',
    gradient,
    '<rect width="160" height="160" rx="12" fill="#f0f0f0"/>',
    // The 24-unit icon, 96 px wide in the middle of the tile.
    `<g transform="translate(32 32) scale(4)" fill="${fill}"${outline}>`,
    icon.svg,
    '</g></svg>',
  ].join('');
}
