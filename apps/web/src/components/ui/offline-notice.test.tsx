import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { OFFLINE_MESSAGE, OfflineNotice } from './offline-notice';

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('offline notice', () => {
  it('says calmly that saved stories stay readable while the network is gone', () => {
    render(<OfflineNotice />);
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
    goOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);
    goOnline(true);
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
  });
});
