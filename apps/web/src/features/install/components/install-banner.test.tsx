import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { INSTALL_PROMPT_DELAY_MS } from '@pourquoi/shared';
import { IOS_STEPS, INSTALL_TITLE, InstallBanner } from './install-banner';

/** What Chromium fires when the app can be installed; `outcome` is the parent's answer in its dialog. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

const banner = () => screen.queryByRole('complementary', { name: INSTALL_TITLE });
const elapse = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  // The browser forgets its offer once the app is installed: no test inherits another's.
  window.dispatchEvent(new Event('appinstalled'));
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('install banner', () => {
  it("offers to install 3 s after load, and the button opens the browser's install dialog", async () => {
    render(<InstallBanner />);
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);

    elapse(INSTALL_PROMPT_DELAY_MS - 1);
    expect(banner()).not.toBeInTheDocument();
    elapse(1);
    expect(banner()).toBeInTheDocument();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Installer' }));
    });
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(banner()).not.toBeInTheDocument();
  });

  it('shows when the browser allows installing only after the 3 s have passed', () => {
    render(<InstallBanner />);
    elapse(INSTALL_PROMPT_DELAY_MS);
    expect(banner()).not.toBeInTheDocument();
    offerInstall();
    expect(banner()).toBeInTheDocument();
  });

  it('never shows in the installed app', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }));
    render(<InstallBanner />);
    offerInstall();
    elapse(INSTALL_PROMPT_DELAY_MS);
    expect(banner()).not.toBeInTheDocument();
  });

  it('closes for good with "Fermer", even on the next visit', () => {
    const { unmount } = render(<InstallBanner />);
    offerInstall();
    elapse(INSTALL_PROMPT_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(banner()).not.toBeInTheDocument();
    expect(localStorage.getItem('install_prompt_closed')).not.toBeNull();

    unmount();
    render(<InstallBanner />);
    offerInstall();
    elapse(INSTALL_PROMPT_DELAY_MS);
    expect(banner()).not.toBeInTheDocument();
  });

  it('tells an iPhone how to add the app from the Share menu', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    );
    render(<InstallBanner />);
    elapse(INSTALL_PROMPT_DELAY_MS);
    expect(banner()).toHaveTextContent(IOS_STEPS);
    expect(screen.queryByRole('button', { name: 'Installer' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('offers nothing where the browser cannot install', () => {
    render(<InstallBanner />);
    elapse(INSTALL_PROMPT_DELAY_MS);
    expect(banner()).not.toBeInTheDocument();
  });
});
