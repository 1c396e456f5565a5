import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { upgradeMessages } from '@pourquoi/shared';
import { captureDownloads, fileResponse } from '@/test/downloads';
import { json } from '@/test/fetch-mock';
import { advancedStatsOf, historyReady, historyServer, renderHistory, statsOf } from '../testing';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('history: export and advanced statistics', () => {
  it("on a paid plan, downloads a child's data in JSON or text with the session", async () => {
    const downloads = captureDownloads();
    const server = historyServer({
      paid: true,
      stats: [statsOf()],
      routes: {
        'GET /api/children/c1/export': [
          () => fileResponse('{"enfant":"Tom"}', 'pourquoi-données-tom.json'),
          () => fileResponse('Tom, 6 ans', 'pourquoi-données-tom.txt', 'text/plain'),
        ],
      },
    });
    const { user } = renderHistory();
    await historyReady();
    const card = await screen.findByRole('article', { name: 'Tom' });

    await user.click(await within(card).findByRole('button', { name: 'Télécharger les données de Tom en JSON' }));
    expect(await within(card).findByText('Fichier téléchargé : pourquoi-données-tom.json')).toBeInTheDocument();
    expect(downloads).toEqual([{ name: 'pourquoi-données-tom.json', href: 'blob:pourquoi/1' }]);

    await user.click(within(card).getByRole('button', { name: 'Télécharger les données de Tom en texte' }));
    expect(await within(card).findByText('Fichier téléchargé : pourquoi-données-tom.txt')).toBeInTheDocument();
    expect(server.queriesTo('/api/children/c1/export').map((query) => query.get('format'))).toEqual(['json', 'text']);
    expect(
      server.callsTo('GET /api/children/c1/export').every((call) => call.authorization === 'Bearer access-1'),
    ).toBe(true);
    expect(screen.queryByText(upgradeMessages.export_data)).not.toBeInTheDocument();
    expect(screen.queryByText(/L'essai garde/)).not.toBeInTheDocument();
  });

  it('on a paid plan, draws the advanced statistics with a text alternative for each chart', async () => {
    historyServer({
      paid: true,
      stats: [statsOf()],
      routes: { 'GET /api/children/c1/advanced-stats': () => json(200, advancedStatsOf()) },
    });
    const { user } = renderHistory();
    await historyReady();

    await user.click(await screen.findByRole('button', { name: 'Statistiques avancées de Tom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Statistiques avancées de Tom' });
    expect(await within(dialog).findByText(/Niveau actuel/)).toHaveTextContent('Niveau actuel : 3,2 sur 5');

    const topics = within(dialog).getByRole('figure', { name: 'Ses sujets préférés' });
    expect(within(topics).getByText('Le sujet qui revient le plus : Les animaux (12 questions).')).toBeInTheDocument();
    expect(within(topics).getByRole('table', { name: 'Ses sujets préférés' })).toHaveTextContent('Les animaux12');
    expect(topics.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(topics.querySelectorAll('rect.chart__bar')).toHaveLength(2);

    const weeks = within(dialog).getByRole('figure', { name: 'Ses questions, semaine par semaine' });
    expect(within(weeks).getByText('28 questions en 8 semaines, dont 7 questions cette semaine.')).toBeInTheDocument();
    expect(within(within(weeks).getByRole('table')).getAllByRole('row')).toHaveLength(9);
    expect(weeks.querySelectorAll('rect.chart__bar')).toHaveLength(8);

    const level = within(dialog).getByRole('figure', { name: 'Le niveau de ses réponses au fil du temps' });
    expect(within(level).getByText(/Son niveau est passé de 2,5 à 3,2 : de beaux progrès !/)).toBeInTheDocument();
    expect(level.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(3);
  });

  it('on the trial, shows the upgrade messages and the plans instead of the tools', async () => {
    const onSeePlans = vi.fn();
    const server = historyServer({ paid: false, stats: [statsOf()] });
    const { user } = renderHistory({ onSeePlans });
    await historyReady();

    expect(await screen.findByText(upgradeMessages.export_data)).toBeInTheDocument();
    expect(screen.getByText(upgradeMessages.advanced_stats)).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Tom' });
    expect(within(card).queryByRole('button', { name: /Télécharger/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Statistiques avancées/ })).not.toBeInTheDocument();

    const notice = screen.getByText(upgradeMessages.export_data).closest('.history-upgrade') as HTMLElement;
    await user.click(within(notice).getByRole('button', { name: 'Voir les formules' }));
    expect(onSeePlans).toHaveBeenCalledOnce();

    // The trial's history window, with the way to keep everything.
    const windowNote = await screen.findByText(
      `L'essai garde les 7 derniers jours de conversations. ${upgradeMessages.view_history}`,
    );
    await user.click(within(windowNote.parentElement!).getByRole('button', { name: 'Voir les formules' }));
    expect(onSeePlans).toHaveBeenCalledTimes(2);
    expect(server.queriesTo('/api/monetization/check-permission').map((query) => query.get('action'))).toEqual(
      expect.arrayContaining(['export_data', 'advanced_stats']),
    );
    expect(server.callsTo('GET /api/children/c1/export')).toHaveLength(0);
  });

  it("tells the server's refusal of an export, with the plans", async () => {
    captureDownloads();
    const onSeePlans = vi.fn();
    historyServer({
      paid: true,
      stats: [statsOf()],
      routes: { 'GET /api/children/c1/export': () => json(403, { detail: upgradeMessages.export_data }) },
    });
    const { user } = renderHistory({ onSeePlans });
    await historyReady();
    const card = await screen.findByRole('article', { name: 'Tom' });
    await user.click(await within(card).findByRole('button', { name: 'Télécharger les données de Tom en JSON' }));
    expect(await within(card).findByText(upgradeMessages.export_data)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Voir les formules' }));
    expect(onSeePlans).toHaveBeenCalledOnce();
  });

  it("tells the server's refusal of the advanced statistics", async () => {
    historyServer({
      paid: true,
      stats: [statsOf()],
      routes: {
        'GET /api/children/c1/advanced-stats': () => json(403, { detail: upgradeMessages.advanced_stats }),
      },
    });
    const { user } = renderHistory();
    await historyReady();
    await user.click(await screen.findByRole('button', { name: 'Statistiques avancées de Tom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Statistiques avancées de Tom' });
    await waitFor(() => expect(within(dialog).getByText(upgradeMessages.advanced_stats)).toBeInTheDocument());
  });
});
