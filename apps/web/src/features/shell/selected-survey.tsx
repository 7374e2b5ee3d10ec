import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SIGNED_OUT_EVENT } from '../../lib/session-context';
import { readSelectedSurvey, storeSelectedSurvey } from '../../lib/session-storage';

type TSelectedSurveyContext = {
  selectedSurveyId: number | null;
  setSelectedSurveyId: (surveyId: number | null) => void;
};

const SelectedSurveyContext = createContext<TSelectedSurveyContext | null>(null);

/** The survey chosen in the top bar, stored as `selectedSurvey` and shared with every page. */
export function SelectedSurveyProvider({ children }: { children: ReactNode }) {
  const [selectedSurveyId, setSelectedSurveyIdState] = useState<number | null>(() => readSelectedSurvey());

  // The choice belongs to the user: after a logout or a failed session check the next user
  // in this tab starts without one (the sign-out has cleared the stored value too).
  useEffect(() => {
    const forget = () => setSelectedSurveyIdState(null);
    window.addEventListener(SIGNED_OUT_EVENT, forget);
    return () => window.removeEventListener(SIGNED_OUT_EVENT, forget);
  }, []);

  const value = useMemo<TSelectedSurveyContext>(
    () => ({
      selectedSurveyId,
      setSelectedSurveyId: (surveyId) => {
        storeSelectedSurvey(surveyId);
        setSelectedSurveyIdState(surveyId);
      },
    }),
    [selectedSurveyId],
  );
  return <SelectedSurveyContext.Provider value={value}>{children}</SelectedSurveyContext.Provider>;
}

export function useSelectedSurvey(): TSelectedSurveyContext {
  const context = useContext(SelectedSurveyContext);
  if (!context) throw new Error('useSelectedSurvey needs a SelectedSurveyProvider');
  return context;
}
