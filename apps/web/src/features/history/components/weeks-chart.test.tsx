import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { WeeksChart } from './charts';

describe('the weeks of the advanced statistics (decision 0014)', () => {
  it("shows only the account's own weeks, in words that fit one week", () => {
    render(<WeeksChart weeks={[{ week_start: '2026-11-15T23:00:00.000Z', count: 3 }]} />);
    const figure = screen.getByRole('figure', { name: 'Ses questions, semaine par semaine' });
    expect(figure).toHaveTextContent('3 questions en 1 semaine, dont 3 questions cette semaine.');
    expect(figure.querySelectorAll('rect.chart__bar')).toHaveLength(1);
  });
});
