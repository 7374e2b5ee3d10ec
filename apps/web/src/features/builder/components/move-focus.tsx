import Box from '@mui/material/Box';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

const AnnounceContext = createContext<(message: string) => void>(() => {});

/** One polite live region for the builder, so moves are announced wherever the moved item ends up. */
export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  const announce = useCallback((text: string) => {
    // The same text twice in a row (moving on) must still be read: clear first, then set.
    setMessage('');
    requestAnimationFrame(() => setMessage(text));
  }, []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <Box
        role="status"
        aria-live="polite"
        data-testid="builder-announcer"
        // Pixels, not MUI's numbers: width 1 would be 100 % and widen the page sideways.
        sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {message}
      </Box>
    </AnnounceContext.Provider>
  );
}

export const useAnnounce = () => useContext(AnnounceContext);

type TDirection = 'up' | 'down';

/**
 * Keeps keyboard focus on a moved item's arrow buttons: after a move the item re-renders at its
 * new place, and when it reaches the top or bottom the pressed arrow is disabled (and would drop
 * focus to the page), so focus goes to the other arrow. The new position is announced.
 */
export function useMoveFocus(index: number, count: number, announcement: (position: number) => string) {
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const pending = useRef<TDirection | null>(null);
  const announce = useAnnounce();
  const announcementRef = useRef(announcement);
  announcementRef.current = announcement;

  useEffect(() => {
    const direction = pending.current;
    if (direction === null) return;
    pending.current = null;
    const isAtEnd = direction === 'up' ? index === 0 : index === count - 1;
    const target = (direction === 'up') !== isAtEnd ? upRef.current : downRef.current;
    target?.focus();
    announce(announcementRef.current(index + 1));
  }, [index, count, announce]);

  return {
    upRef,
    downRef,
    /** Call with the direction before dispatching the move. */
    moving: (direction: TDirection) => {
      pending.current = direction;
    },
  };
}
