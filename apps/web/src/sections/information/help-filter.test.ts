import type { HelpCategory } from '@advantage/contracts';
import { describe, expect, it } from 'vitest';
import { filterHelp, normalize } from './help-filter';

const section = (id: string, heading: string, keywords: string[], content: string) => ({
  id,
  heading,
  keywords,
  content,
  queryParams: { key: id.toUpperCase() },
});

const CATEGORIES: HelpCategory[] = [
  {
    id: 'paying',
    category: 'CHECKOUT',
    label: 'Checkout and Payment',
    icon: 'credit_card',
    tooltip: '',
    description: 'Purchase cards and activity address codes.',
    popularItem: true,
    sections: [
      section('purchase-card', 'Pay by purchase card (GSA SmartPay)', ['purchase card', 'smartpay'], '<p>The contractor charges the card when the order ships.</p>'),
      section('aac', 'Order with an AAC or DoDAAC', ['aac', 'dodaac'], '<p>A six-character code &amp; its <em>password</em>.</p>'),
    ],
  },
  {
    id: 'orders',
    category: 'ORDERS',
    label: 'Orders, Status and Returns',
    icon: 'history',
    tooltip: '',
    description: 'Order history and returns.',
    popularItem: false,
    sections: [section('returns', 'Returns, damaged or wrong items', ['return', 'refund'], '<p>Contact the contractor about the card credit.</p>')],
  },
];

describe('help filter', () => {
  it('finds sections by heading, keyword or text, heading matches first', () => {
    expect(filterHelp(CATEGORIES, 'card').map((m) => m.section.id)).toEqual(['purchase-card', 'returns']);
    expect(filterHelp(CATEGORIES, 'DoDAAC').map((m) => m.section.id)).toEqual(['aac']);
    expect(filterHelp(CATEGORIES, 'returns').map((m) => m.section.id)).toEqual(['returns']);
    expect(filterHelp(CATEGORIES, 'password').map((m) => m.section.id)).toEqual(['aac']);
  });

  it('needs every word, ignores case, accents and punctuation, and never matches markup', () => {
    expect(filterHelp(CATEGORIES, 'purchase   CARD')).toHaveLength(1);
    expect(filterHelp(CATEGORIES, 'purchase refund')).toEqual([]);
    expect(filterHelp(CATEGORIES, 'Smart-Pay').map((m) => m.section.id)).toEqual(['purchase-card']);
    expect(filterHelp(CATEGORIES, 'smartpay!').map((m) => m.section.id)).toEqual(['purchase-card']);
    expect(filterHelp(CATEGORIES, 'em')).toEqual([]);
    expect(filterHelp(CATEGORIES, 'amp')).toEqual([]);
    expect(normalize('Réturns, Dämaged')).toBe('returns damaged');
  });

  it('matches nothing for an empty query', () => {
    expect(filterHelp(CATEGORIES, '   ')).toEqual([]);
  });
});
